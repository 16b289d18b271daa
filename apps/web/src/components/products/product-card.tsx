import type { ProductSummary } from '@dawa/shared/catalog/schemas';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePackLabel } from '@/lib/i18n/use-pack-label';
import { OutOfStockBadge, RxBadge } from './badges';
import { PriceTag } from './price-tag';
import { useProductActions } from './product-actions';
import { ProductImage } from './product-image';
import { Rating } from './rating';

/**
 * A product in a grid. The picture, name and price link to its product page; the buying controls
 * (add to cart, wishlist heart) sit beside that link, never inside it (a button inside a link is
 * unusable with a keyboard or a screen reader).
 */
export function ProductCard({
  product,
  headingLevel = 3,
  priority = false,
}: {
  product: ProductSummary;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const actions = useProductActions();
  const packLabel = usePackLabel();
  return (
    <div className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-teal-600 hover:shadow-md dark:border-slate-700 dark:bg-slate-900 dark:hover:border-teal-400">
      <Link to={paths.product(product.id)} className="flex flex-1 flex-col">
        <div className="relative">
          {/* The name is in the card's text, so the photo is decorative here. */}
          <ProductImage src={product.image} alt="" priority={priority} className="aspect-square h-auto w-full p-4" />
          <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
            {product.requiresPrescription ? <RxBadge /> : null}
            {!product.inStock ? <OutOfStockBadge /> : null}
          </div>
        </div>
        <div className="flex flex-1 flex-col gap-1 border-t border-slate-100 p-4 dark:border-slate-800">
          <Heading className="line-clamp-2 text-base font-semibold text-slate-900 group-hover:text-teal-800 dark:text-white dark:group-hover:text-teal-300">
            {product.name}
          </Heading>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {product.brand}
            {product.packSize ? <span> · {packLabel(product.packSize)}</span> : null}
          </p>
          <Rating rating={product.rating} reviewCount={product.reviewCount} />
          <div className="mt-auto pt-2">
            <PriceTag pricePaise={product.pricePaise} mrpPaise={product.mrpPaise} />
          </div>
        </div>
      </Link>
      {actions ? <actions.CardActions product={product} /> : null}
    </div>
  );
}
