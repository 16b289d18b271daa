import Heart from 'lucide-react/icons/heart';
import { Link } from 'react-router';
import { ProductCard } from '@/components/products/product-card';
import { buttonClasses } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { translate } from '@/lib/i18n/translate';
import { useT } from '@/lib/i18n/use-t';
import { useWishlist, wishlistStore } from '../store/wishlist-store';

/** /wishlist: the saved products, newest first, each with Add to Cart (from the card) and Remove. */
export function WishlistPage() {
  const items = useWishlist();
  const t = useT('wishlist');
  if (items.length === 0) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
        <PageMeta title={t('page.title')} description={t('empty.title')} />
        <Heart aria-hidden="true" className="size-14 text-rose-600 dark:text-rose-400" />
        <h1 className="mt-4 text-2xl font-bold">{t('empty.title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('empty.text')}</p>
        <Link to={paths.categories()} className={buttonClasses('primary', 'mt-6')}>
          {t('empty.continue')}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta title={t('page.title')} description={t('page.description', { count: items.length })} />
      <h1 className="text-2xl font-bold sm:text-3xl">{t('page.title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        {t('page.count', { count: items.length })}
      </p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
        {[...items].reverse().map((product) => (
          <li key={product.id} className="flex flex-col gap-2">
            <ProductCard product={product} headingLevel={2} />
            <button
              type="button"
              onClick={() => {
                wishlistStore.remove(product.id);
                toast(translate('common', 'wishlist.removed'));
              }}
              aria-label={t('item.removeNamed', { name: product.name })}
              className="self-center rounded text-sm font-medium text-red-700 hover:underline dark:text-red-300"
            >
              {t('item.remove')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
