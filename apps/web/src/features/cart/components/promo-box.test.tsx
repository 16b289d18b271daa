import { ApplyPromoResponseSchema, type CartLine } from '@dawa/shared/commerce/cart';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, type MockRequest } from '@/test/api-mock';
import { errorBody } from '@/test/factories';
import { inLanguage } from '@/test/language';
import { renderRoute } from '@/test/render';
import { promoStore } from '../store/promo-store';
import { INVALID_PROMO_CODE, PROMO_APPLIED, PromoBox } from './promo-box';

const lines: CartLine[] = [{ productId: 1, variantId: 11, quantity: 2, seenPricePaise: 3000 }];
const renderBox = () => renderRoute(<PromoBox lines={lines} />, { path: '/cart', url: '/cart' });

function applyCode(code: string) {
  fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

afterEach(() => sessionStorage.clear());

describe('promo box', () => {
  it('applies a code: shows its description, disables the input and offers Remove', async () => {
    let sent: unknown;
    mockApi({
      '/api/apply-promo': (_url, request: MockRequest) => {
        sent = request.body;
        return {
          body: ApplyPromoResponseSchema.parse({
            code: 'PAIN20',
            discountPaise: 1200,
            description: '20% off pain relievers',
            limitNote: null,
          }),
        };
      },
    });
    renderBox();
    applyCode('pain20');
    expect(await screen.findByText('20% off pain relievers')).toBeTruthy();
    expect(sent).toEqual({ promoCode: 'pain20', lines });
    const input = screen.getByLabelText<HTMLInputElement>('Promo code');
    expect(input.disabled).toBe(true);
    expect(input.value).toBe('PAIN20');
    expect(promoStore.get()).toEqual({ code: 'PAIN20', discountPaise: 1200, description: '20% off pain relievers', limitNote: null });

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(input.disabled).toBe(false);
    expect(input.value).toBe('');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
    expect(promoStore.get()).toBeNull();
  });

  it("says 'Promo code applied!' when the code has no description", async () => {
    mockApi({ '/api/apply-promo': { body: { code: 'DIAB15', discountPaise: 500, description: '', limitNote: null } } });
    renderBox();
    applyCode('DIAB15');
    expect(await screen.findByText(PROMO_APPLIED)).toBeTruthy();
  });

  it("shows the server's reason for a refused code and leaves no code applied", async () => {
    promoStore.clear();
    mockApi({
      '/api/apply-promo': {
        status: 400,
        body: errorBody({ code: 'invalid_input', message: 'PAIN20 applies only to Pain Relief products' }),
      },
    });
    renderBox();
    applyCode('PAIN20');
    expect((await screen.findByRole('alert')).textContent).toBe('PAIN20 applies only to Pain Relief products');
    expect(screen.getByLabelText<HTMLInputElement>('Promo code').disabled).toBe(false);
    expect(promoStore.get()).toBeNull();
  });

  it("falls back to 'Invalid promo code' when the server gives no reason", async () => {
    mockApi({ '/api/apply-promo': { status: 500, body: errorBody({ code: 'internal', message: 'Something went wrong' }) } });
    renderBox();
    applyCode('NOPE');
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_PROMO_CODE);
  });

  it('asks for a code instead of sending an empty one', () => {
    renderBox();
    applyCode('   ');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a promo code');
  });
});

describe('promo box in Hindi', () => {
  inLanguage('hi');

  it('words the box and our own deal in Hindi; an operator’s own code keeps the words they wrote', async () => {
    mockApi({
      '/api/apply-promo': { body: { code: 'PAIN20', discountPaise: 1200, description: '20% off pain relievers', limitNote: null } },
    });
    renderBox();
    fireEvent.change(screen.getByLabelText('प्रोमो कोड'), { target: { value: 'PAIN20' } });
    fireEvent.click(screen.getByRole('button', { name: 'लागू करें' }));
    expect(await screen.findByText('दर्द निवारक दवाओं पर 20% की छूट')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'हटाएँ' })).toBeTruthy();
    expect(screen.queryByText(/Promo code|Apply|Remove|pain relievers/)).toBeNull();
  });

  it('asks for a code in Hindi', async () => {
    mockApi({});
    renderBox();
    fireEvent.click(screen.getByRole('button', { name: 'लागू करें' }));
    expect((await screen.findByRole('alert')).textContent).toBe('कृपया प्रोमो कोड डालें');
  });
});
