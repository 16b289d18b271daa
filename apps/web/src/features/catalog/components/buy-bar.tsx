import type { ProductDetail, ProductVariant } from '@dawa/shared/catalog/schemas';
import { useEffect, useState, type RefObject } from 'react';
import { useProductActions } from '@/components/products/product-actions';
import { PriceTag } from '@/components/products/price-tag';
import { useT } from '@/lib/i18n/use-t';

/**
 * On a phone the gallery fills the first screen, so price and Add to Cart were below the fold (#21 item
 * 19): this bar keeps them at the bottom of the screen while the purchase panel is out of sight. While it
 * shows it sets --buy-bar, which lifts the chat launcher above it (index.css), so neither covers the other.
 */
export function BuyBar({
  panel,
  ...purchase
}: {
  panel: RefObject<HTMLElement | null>;
  product: ProductDetail;
  variant: ProductVariant | undefined;
  quantity: number;
  stock: number;
  inStock: boolean;
  pricePaise: number;
  mrpPaise: number;
}) {
  const actions = useProductActions();
  const t = useT('product');
  const panelInView = usePanelInView(panel);

  useEffect(() => {
    if (panelInView) return;
    const root = document.documentElement;
    root.style.setProperty('--buy-bar', '4.5rem');
    return () => void root.style.removeProperty('--buy-bar');
  }, [panelInView]);

  if (!actions || panelInView) return null;
  const { pricePaise, mrpPaise, ...props } = purchase;
  return (
    <div
      role="region"
      aria-label={t('buyBar.label')}
      className="fixed inset-x-0 bottom-0 z-30 flex h-18 items-center gap-3 border-t border-slate-200 bg-white px-4 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] md:hidden dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{props.product.name}</p>
        <PriceTag pricePaise={pricePaise} mrpPaise={mrpPaise} />
      </div>
      <actions.PurchaseActions {...props} compact />
    </div>
  );
}

/** Whether the purchase panel is on screen (true until known, and where the browser cannot tell). */
function usePanelInView(panel: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = panel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [panel]);
  return inView;
}
