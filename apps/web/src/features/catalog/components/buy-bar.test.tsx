import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductActionsProvider, type PurchaseActionsProps } from '@/components/products/product-actions';
import { productDetail } from '@/test/factories';
import { BuyBar } from './buy-bar';

// The browser's IntersectionObserver, driven by the test: it says whether the purchase panel is on screen.
let report: ((visible: boolean) => void) | null = null;
class FakeObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    report = (visible) => this.callback([{ isIntersecting: visible }]);
  }
  disconnect() {
    report = null;
  }
}

const added: PurchaseActionsProps[] = [];
const actions = {
  CardActions: () => null,
  PurchaseActions: (props: PurchaseActionsProps) => (
    <button type="button" onClick={() => added.push(props)}>
      Add to Cart{props.compact ? '' : ' and Buy Now'}
    </button>
  ),
};

function Page() {
  const panel = useRef<HTMLDivElement>(null);
  const product = productDetail({ name: 'Dolo 650 Tablet', pricePaise: 3_200, mrpPaise: 3_400 });
  return (
    <ProductActionsProvider value={actions}>
      <div ref={panel}>purchase panel</div>
      <BuyBar panel={panel} product={product} variant={undefined} quantity={2} stock={10} inStock pricePaise={3_200} mrpPaise={3_400} />
    </ProductActionsProvider>
  );
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  added.length = 0;
});

describe("the phone's buy bar", () => {
  it('shows the price and Add to Cart only while the purchase panel is out of sight, and lifts the chat launcher meanwhile', () => {
    render(<Page />);
    expect(screen.queryByRole('region', { name: 'Price and add to cart' })).toBeNull();

    act(() => report?.(false));
    const bar = screen.getByRole('region', { name: 'Price and add to cart' });
    expect(bar.textContent).toContain('Dolo 650 Tablet');
    expect(bar.textContent).toContain('₹32.00');
    expect(document.documentElement.style.getPropertyValue('--buy-bar')).toBe('4.5rem');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(added).toMatchObject([{ quantity: 2, compact: true }]);

    act(() => report?.(true));
    expect(screen.queryByRole('region', { name: 'Price and add to cart' })).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--buy-bar')).toBe('');
  });
});
