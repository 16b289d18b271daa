import type { ProductSummary } from '@dawa/shared/catalog/schemas';
import Heart from 'lucide-react/icons/heart';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { translate } from '@/lib/i18n/translate';
import { useT } from '@/lib/i18n/use-t';
import { useIsWishlisted, wishlistStore } from '../store/wishlist-store';

function toggle(product: ProductSummary): void {
  toast(translate('common', wishlistStore.toggle(product) ? 'wishlist.added' : 'wishlist.removed'));
}

/** The heart on a product card: saves the product to the wishlist or takes it off. */
export function WishlistHeart({ product, className }: { product: ProductSummary; className?: string }) {
  const saved = useIsWishlisted(product.id);
  const t = useT('common');
  return (
    <button
      type="button"
      onClick={() => toggle(product)}
      aria-label={saved ? t('wishlist.removeNamed', { name: product.name }) : t('wishlist.addNamed', { name: product.name })}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-full border border-slate-200 bg-white/95 text-slate-700 shadow-sm hover:text-rose-700 dark:border-slate-700 dark:bg-slate-900/95 dark:text-slate-200 dark:hover:text-rose-300',
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn('size-5', saved && 'fill-rose-600 text-rose-600 dark:fill-rose-400 dark:text-rose-400')} />
    </button>
  );
}

/** The product page's wishlist button, with its words. */
export function WishlistToggle({ product }: { product: ProductSummary }) {
  const saved = useIsWishlisted(product.id);
  const t = useT('common');
  return (
    <button
      type="button"
      onClick={() => toggle(product)}
      className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <Heart aria-hidden="true" className={cn('size-4', saved && 'fill-rose-600 text-rose-600 dark:fill-rose-400 dark:text-rose-400')} />
      {saved ? t('wishlist.remove') : t('wishlist.add')}
    </button>
  );
}
