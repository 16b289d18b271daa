import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QuoteBody } from '@dawa/shared/commerce/cart';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, type MockRequest } from '@/test/api-mock';
import { errorBody } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { cartStore } from '../store/cart-store';
import { CartPage } from './cart-page';
import { quote, quotedLine, storedLine } from './cart-test-data';

const renderCart = () => renderRoute(<CartPage />, { path: '/cart', url: '/cart' });

/** Answers every quote from the lines it is sent, priced at `unitPricePaise` each with `stock` units. */
function mockQuote({
  unitPricePaise = 3000,
  stock = 10,
  ...overrides
}: { unitPricePaise?: number; stock?: number } & Parameters<typeof quotedLine>[0] = {}) {
  mockApi({
    '/api/cart/quote': (_url, request: MockRequest) => {
      const body = request.body as QuoteBody;
      return {
        body: quote(
          body.lines.map((l) =>
            quotedLine({
              productId: l.productId,
              name: l.productId === 2 ? 'Crocin Advance' : 'Dolo 650 Tablet',
              quantity: l.quantity,
              unitPricePaise,
              lineTotalPaise: unitPricePaise * l.quantity,
              stock,
              problem: stock < l.quantity ? `Only ${stock} left in stock` : null,
              ...overrides,
            }),
          ),
        ),
      };
    },
  });
}

afterEach(() => sessionStorage.clear());

describe('cart page', () => {
  it("says 'Your cart is empty' with a way back to shopping", () => {
    renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/categories');
  });

  it('shows the server totals: ₹40.00 delivery at ₹499 or less, FREE above', async () => {
    mockQuote({ unitPricePaise: 10000 });
    cartStore.add(storedLine({ quantity: 2, seenPricePaise: 10000 }));
    renderCart();
    const totals = await screen.findByText('Total');
    const list = totals.closest('dl') as HTMLElement;
    expect(within(list).getByText('Subtotal (2 items)')).toBeTruthy();
    expect(within(list).getByText('₹200.00')).toBeTruthy();
    expect(within(list).getByText('₹40.00')).toBeTruthy();
    expect(within(list).getByText('₹240.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Dolo 650 Tablet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Dolo 650 Tablet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Dolo 650 Tablet' }));
    await waitFor(() => expect(within(list).getByText('FREE')).toBeTruthy());
    // Subtotal and total alike.
    expect(within(list).getAllByText('₹500.00')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('disables minus at 1 and plus at the stock; Remove and Clear cart empty it', async () => {
    mockQuote({ stock: 2 });
    cartStore.add(storedLine({ quantity: 1 }));
    cartStore.add(storedLine({ productId: 2, name: 'Crocin Advance', quantity: 1 }));
    renderCart();
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Dolo 650 Tablet' });
    const plus = screen.getByRole('button', { name: 'Increase quantity of Dolo 650 Tablet' });
    expect((minus as HTMLButtonElement).disabled).toBe(true);
    await screen.findByText('Total');
    fireEvent.click(plus);
    await waitFor(() => expect((plus as HTMLButtonElement).disabled).toBe(true));
    expect((minus as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Quantity of Dolo 650 Tablet').value).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Crocin Advance' }));
    expect(screen.queryByText('Crocin Advance')).toBeNull();
    // Clearing asks first: 'Keep items' keeps them, 'Yes, clear cart' empties the cart.
    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep items' }));
    expect(cartStore.lines()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, clear cart' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeTruthy();
    expect(cartStore.lines()).toEqual([]);
  });

  it('shows a changed price and a stock problem, and keeps checkout closed until the problem is fixed', async () => {
    mockQuote({ stock: 1, previousUnitPricePaise: 2800 });
    cartStore.add(storedLine({ quantity: 3, seenPricePaise: 2800 }));
    renderCart();
    expect(await screen.findByText('Price changed from ₹28.00 to ₹30.00')).toBeTruthy();
    expect(screen.getByText('Only 1 left in stock')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/cannot be ordered as they are/);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Proceed to Checkout' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Increase quantity of Dolo 650 Tablet' }).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Dolo 650 Tablet' }));
    expect(await screen.findByRole('link', { name: 'Proceed to Checkout' })).toBeTruthy();
    expect(screen.queryByText('Only 1 left in stock')).toBeNull();
  });

  it('says a prescription is needed at checkout and still opens checkout for a prescription medicine', async () => {
    mockQuote({ requiresPrescription: true });
    cartStore.add(storedLine());
    renderCart();
    expect(
      await screen.findByText(
        "Dolo 650 Tablet needs a valid doctor's prescription. At checkout you attach one you have with us or upload a new one; our pharmacist checks it before your order is confirmed.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('Prescription required')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('offers a retry when the totals cannot be loaded', async () => {
    mockApi({ '/api/cart/quote': { status: 500, body: errorBody({ code: 'internal', message: 'boom' }) } });
    cartStore.add(storedLine());
    renderCart();
    expect(await screen.findByText('Could not work out your totals.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Proceed to Checkout' }).disabled).toBe(true);
  });
});
