import { findCategory } from '@dawa/shared/catalog/categories';
import { clampQuantity, DEFAULT_SHIPPING_INFO } from '@dawa/shared/catalog/rules';
import type { ProductDetail, ProductVariant } from '@dawa/shared/catalog/schemas';
import { formatMoney } from '@dawa/shared/i18n/format';
import { packLabelIn } from '@dawa/shared/i18n/pack-labels';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Clock from 'lucide-react/icons/clock';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Store from 'lucide-react/icons/store';
import Truck from 'lucide-react/icons/truck';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { RxBadge } from '@/components/products/badges';
import { PriceTag } from '@/components/products/price-tag';
import { Rating } from '@/components/products/rating';
import { SectionErrorBoundary } from '@/components/errors/section-error-boundary';
import { Button, buttonClasses } from '@/components/ui/button';
import { AfterFirstCommit } from '@/components/ui/after-first-commit';
import { NearScreen } from '@/components/ui/near-screen';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useFirstScreenReady } from '@/lib/first-screen';
import { useArrivalInSlices } from '@/lib/use-arrival-in-slices';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { useProduct } from '../api/get-product';
import { ImageGallery } from './image-gallery';
import { BuyBar } from './buy-bar';
import { PinDeliveryCheck } from '@/components/delivery/delivery-estimate';
import { deliveryDaysRange } from '@dawa/shared/commerce/delivery-zones';
import { ProductPurchasePanel } from './product-purchase-panel';
import { RelatedProducts } from './related-products';
import { useCategoryText } from '@/lib/i18n/use-category-text';

// Generic substitutes: only medicines with an ingredient line have them; loaded after the page.
const ProductSubstitutes = lazy(() => import('./substitutes-list'));

function categoryHref(slug: string): string {
  return findCategory(slug)?.path ?? paths.categoryBySlug(slug);
}

/** The variant shown first: the one sold at the product's own price, else the first. */
function initialVariant(product: ProductDetail): ProductVariant | undefined {
  return product.variants.find((v) => v.pricePaise === product.pricePaise) ?? product.variants[0];
}

// One delivery promise (#21 item 9): the zones' days checkout and tracking use, the whole range until
// the customer checks a PIN code, never the product's own '2-3 business days'.
const DELIVERY_DAYS = deliveryDaysRange();

function DetailRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-700 dark:text-slate-200">{term}</dt>
      <dd className="text-sm text-slate-800 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** Renders a section another feature owns (the reviews, the drug information) below the product details; the route passes it in. */
export type ProductSection = (product: ProductDetail) => ReactNode;

/** The loaded product page. */
export function ProductDetailsView({
  product,
  addressId,
  reviews,
  drugInfo,
}: {
  product: ProductDetail;
  /** The id or slug in the page's address: the related products are asked by it, as the route prefetches them (one query, one request). */
  addressId: string;
  reviews?: ProductSection | undefined;
  drugInfo?: ProductSection | undefined;
}) {
  const [variantId, setVariantId] = useState(() => initialVariant(product)?.id);
  const variant = product.variants.find((v) => v.id === variantId);
  const pricePaise = variant?.pricePaise ?? product.pricePaise;
  const mrpPaise = variant?.mrpPaise ?? product.mrpPaise;
  const stock = variant ? variant.stock : product.stockQuantity;
  // An explicit out-of-stock product stays out of stock whatever its variants say.
  const inStock = product.inStock && stock > 0;
  const [quantity, setQuantity] = useState(1);
  const purchasePanel = useRef<HTMLDivElement>(null);
  const shownQuantity = clampQuantity(quantity, stock);
  const images = product.images.length > 0 ? product.images : [product.image];
  const t = useT('product');
  const language = useLanguage();
  const packLabel = (label: string) => packLabelIn(language, label);
  const categoryText = useCategoryText();

  const facts: Array<[string, ReactNode]> = [];
  if (product.dosage) facts.push([t('fact.dosage'), product.dosage]);
  if (product.dosageForm) facts.push([t('fact.dosageForm'), product.dosageForm]);
  if (product.packSize) facts.push([t('fact.packSize'), packLabel(product.packSize)]);
  if (product.activeIngredient) facts.push([t('fact.activeIngredient'), product.activeIngredient]);
  if (product.inactiveIngredients.length > 0) facts.push([t('fact.inactiveIngredients'), product.inactiveIngredients.join(', ')]);
  if (product.sideEffects.length > 0) {
    facts.push([
      t('fact.sideEffects'),
      <ul key="side-effects" className="list-disc space-y-0.5 pl-5">
        {product.sideEffects.map((effect) => (
          <li key={effect}>{effect}</li>
        ))}
      </ul>,
    ]);
  }
  if (product.storage) facts.push([t('fact.storage'), product.storage]);
  facts.push([t('fact.manufacturer'), product.manufacturer]);
  facts.push([t('fact.origin'), product.countryOfOrigin]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta
        title={product.name}
        description={t('meta.description', { name: product.name, brand: product.brand, description: product.description }).slice(0, 160)}
      />
      <Breadcrumbs
        className="mb-6"
        items={[
          { label: t('breadcrumb.home'), to: paths.home() },
          { label: categoryText.name(product.category), to: categoryHref(product.category.slug) },
          { label: product.name },
        ]}
      />

      <div className="grid gap-10 md:grid-cols-2">
        <ImageGallery key={product.id} images={images} name={product.name} />

        <div className="space-y-5">
          <div>
            <p className="text-sm font-medium text-teal-800 dark:text-teal-300">{product.brand}</p>
            <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{product.name}</h1>
            <div className="mt-2 flex flex-wrap items-center gap-3">
              {product.requiresPrescription ? <RxBadge /> : null}
              <Rating rating={product.rating} reviewCount={product.reviewCount} />
            </div>
          </div>

          <div>
            <PriceTag pricePaise={pricePaise} mrpPaise={mrpPaise} size="lg" />
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{t('taxes')}</p>
          </div>

          {product.requiresPrescription ? (
            <div
              role="note"
              className="flex gap-3 rounded-xl border border-rose-200 bg-rose-50 p-4 text-sm text-rose-950 dark:border-rose-900 dark:bg-rose-950 dark:text-rose-100"
            >
              <ClipboardList aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <p>
                <strong>{t('rx.title')}</strong> {t('rx.text')}
              </p>
            </div>
          ) : null}

          {product.variants.length > 0 ? (
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{t('packs.legend')}</legend>
              <div className="flex flex-wrap gap-2">
                {product.variants.map((v) => (
                  <label
                    key={v.id}
                    className={cn(
                      'cursor-pointer rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-600',
                      v.id === variantId
                        ? 'border-teal-700 bg-teal-50 text-teal-950 dark:border-teal-400 dark:bg-teal-950 dark:text-teal-50'
                        : 'border-slate-300 text-slate-800 hover:border-slate-400 dark:border-slate-600 dark:text-slate-100',
                    )}
                  >
                    <input
                      type="radio"
                      name="variant"
                      value={v.id}
                      checked={v.id === variantId}
                      onChange={() => setVariantId(v.id)}
                      className="sr-only"
                    />
                    <span className="block font-medium">{packLabel(v.label)}</span>
                    <span className="block text-xs">
                      {formatMoney(v.pricePaise, language)}
                      {v.stock === 0 ? t('packs.outOfStock') : ''}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}

          <div ref={purchasePanel}>
            <ProductPurchasePanel
              product={product}
              variant={variant}
              quantity={shownQuantity}
              stock={stock}
              inStock={inStock}
              onQuantityChange={setQuantity}
            />
          </div>
          <BuyBar
            panel={purchasePanel}
            product={product}
            variant={variant}
            quantity={shownQuantity}
            stock={stock}
            inStock={inStock}
            pricePaise={pricePaise}
            mrpPaise={mrpPaise}
          />

          <ul className="space-y-3 text-sm text-slate-700 dark:text-slate-200">
            <li className="flex gap-3">
              <Truck aria-hidden="true" className="size-5 shrink-0 text-teal-700 dark:text-teal-300" />
              <span>{product.shippingInfo === DEFAULT_SHIPPING_INFO ? t('shipping.standard') : product.shippingInfo}</span>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="size-5 shrink-0 text-teal-700 dark:text-teal-300" />
              <div className="min-w-0 flex-1 space-y-2">
                <span>{t('delivery.in', { estimate: t('delivery.days', DELIVERY_DAYS) })}</span>
                {/* Its texts (the delivery catalogue) arrive on their own: the first screen does not wait for them. */}
                <Suspense fallback={null}>
                  <PinDeliveryCheck />
                </Suspense>
              </div>
            </li>
            {product.authenticGuarantee ? (
              <li className="flex gap-3">
                <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-teal-700 dark:text-teal-300" />
                <span>{t('authentic')}</span>
              </li>
            ) : null}
            <li className="flex gap-3">
              <Store aria-hidden="true" className="size-5 shrink-0 text-teal-700 dark:text-teal-300" />
              <span>
                {t('seller.soldBy')} <span className="font-semibold">{product.seller.name}</span>
                {product.seller.rating > 0 ? t('seller.rating', { rating: product.seller.rating.toFixed(1) }) : null}
              </span>
            </li>
          </ul>
        </div>
      </div>

      <section
        aria-labelledby="details-heading"
        className="mt-12 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="details-heading" className="text-xl font-bold">
          {t('details.heading')}
        </h2>
        {/* The maker's own words are not translated (#21 item 3): a Hindi page says so, as the chat does. */}
        {language !== 'en' ? (
          <p className="mt-2 text-sm text-slate-600 italic dark:text-slate-300">{t('details.contentLanguage')}</p>
        ) : null}
        {product.description ? (
          <p lang="en" className="mt-3 text-slate-700 dark:text-slate-200">
            {product.description}
          </p>
        ) : null}
        <dl className="mt-4 divide-y divide-slate-200 dark:divide-slate-700">
          {facts.map(([term, value]) => (
            <DetailRow key={term} term={term}>
              {value}
            </DetailRow>
          ))}
        </dl>
      </section>

      {/* Its own slot loads its content when scrolled near (and a link to #drug-information finds it). */}
      <AfterFirstCommit>
        {drugInfo && product.activeIngredient ? (
          <SectionErrorBoundary fallback={null} resetKey={product.id}>
            {drugInfo(product)}
          </SectionErrorBoundary>
        ) : null}
      </AfterFirstCommit>

      {/* Far below the first screen: rendered, and their code and data asked for, only when scrolled near. */}
      <NearScreen>
        {/* In its own boundary, so a reviews failure leaves the product page standing. */}
        {reviews ? (
          <SectionErrorBoundary fallback={null} resetKey={product.id}>
            {reviews(product)}
          </SectionErrorBoundary>
        ) : null}

        {product.activeIngredient ? (
          <SectionErrorBoundary fallback={null} resetKey={product.id}>
            <Suspense fallback={null}>
              <ProductSubstitutes productId={product.id} />
            </Suspense>
          </SectionErrorBoundary>
        ) : null}

        <SectionErrorBoundary fallback={null} resetKey={product.id}>
          <RelatedProducts idOrSlug={addressId} />
        </SectionErrorBoundary>
      </NearScreen>
    </div>
  );
}

function ProductSkeleton() {
  const t = useT('product');
  return (
    <div role="status" className="mx-auto max-w-7xl px-4 py-8">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true" className="grid gap-10 md:grid-cols-2">
        <div className="aspect-square animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />
        <div className="space-y-4">
          <div className="h-4 w-1/4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
          <div className="h-8 w-3/4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
          <div className="h-8 w-1/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
          <div className="h-32 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
        </div>
      </div>
    </div>
  );
}

/** /product/:id — loading, 'Product not found.' (404), 'Failed to load product.' (anything else), or the product. */
export function ProductDetails({
  productId,
  reviews,
  drugInfo,
}: {
  productId: string;
  reviews?: ProductSection;
  drugInfo?: ProductSection;
}) {
  const { data: loaded, isError, error, refetch } = useProduct(productId);
  // Rendered in slices (decision 069); another product's data is never shown for this address.
  const { data } = useArrivalInSlices(loaded, (shown, latest) => shown.id === latest.id);
  const t = useT('product');
  // The server painted this product's picture and name: keep them until the page has them too.
  useFirstScreenReady(data !== undefined || isError);
  if (isError) {
    // A slug too long for any product is refused before the lookup (414): that product does not exist either.
    const notFound = error instanceof ApiError && (error.isNotFound || error.status === 414);
    const message = notFound ? t('error.notFound') : t('error.failed');
    return (
      <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <PageMeta title={notFound ? t('error.notFoundTitle') : t('error.unavailableTitle')} description={message} />
        <h1 className="text-2xl font-bold">{message}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">{notFound ? t('error.notFoundHint') : t('error.failedHint')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {notFound ? null : <Button onClick={() => void refetch()}>{t('error.retry')}</Button>}
          <Link to={paths.categories()} className={buttonClasses(notFound ? 'primary' : 'secondary')}>
            {t('error.browse')}
          </Link>
        </div>
      </div>
    );
  }
  if (data === undefined) return <ProductSkeleton />;
  return <ProductDetailsView key={data.id} product={data} addressId={productId} reviews={reviews} drugInfo={drugInfo} />;
}
