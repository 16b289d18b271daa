import { CartSafetyResponseSchema } from '@dawa/shared/assistant/knowledge/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, requests } from '@/test/api-mock';
import { renderRoute } from '@/test/render';
import { CartSafetyNotice } from './cart-safety-notice';

const dolo = { productId: 1, name: 'Dolo 650 Tablet' };
const calpol = { productId: 2, name: 'Calpol 650 Tablet' };
const warf = { productId: 3, name: 'Warf 5 Tablet' };

describe('the cart safety notice', () => {
  it('words each warning from its code and parameters, with the source and the ask-a-pharmacist line', async () => {
    mockApi({
      '/api/ai/cart-safety': {
        body: CartSafetyResponseSchema.parse({
          warnings: [
            { code: 'same_salt', salts: [{ id: 'paracetamol', name: 'Paracetamol' }], products: [dolo, calpol] },
            {
              code: 'interaction',
              ruleId: 'paracetamol-warfarin',
              severity: 'moderate',
              a: { salt: { id: 'paracetamol', name: 'Paracetamol' }, products: [dolo, calpol] },
              b: { salt: { id: 'warfarin', name: 'Warfarin' }, products: [warf] },
              effect: 'Regular paracetamol can raise the effect of warfarin.',
              advice: 'Ask your pharmacist or doctor before taking them together.',
              source: { title: 'NHS: Warfarin', url: 'https://www.nhs.uk/medicines/warfarin/' },
            },
            {
              code: 'over_max_daily_dose',
              salt: { id: 'paracetamol', name: 'Paracetamol' },
              totalMg: 5200,
              maxMg: 4000,
              maxText: '4 g in 24 hours',
              products: [
                { product: dolo, mgPerDay: 2600, unitsPerDay: 4, basis: 'label' },
                { product: calpol, mgPerDay: 2600, unitsPerDay: 4, basis: 'label' },
              ],
            },
          ],
        }),
      },
    });
    renderRoute(<CartSafetyNotice productIds={[1, 2, 3]} />, { path: '/cart', url: '/cart' });
    const notice = await screen.findByRole('region', { name: 'Medicine safety check' });
    expect(
      within(notice).getByText(
        'Dolo 650 Tablet and Calpol 650 Tablet contain the same medicine: Paracetamol. Taking them together adds up the dose.',
      ),
    ).toBeTruthy();
    expect(
      within(notice).getByText(
        'Moderate interaction between Paracetamol (Dolo 650 Tablet and Calpol 650 Tablet) and Warfarin (Warf 5 Tablet).',
      ),
    ).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Source: NHS: Warfarin' }).getAttribute('href')).toBe(
      'https://www.nhs.uk/medicines/warfarin/',
    );
    expect(
      within(notice).getByText(
        'Too much Paracetamol in a day: taken as their labels allow, these products add up to 5.2 g a day, over the adult maximum of 4 g.',
        { exact: false },
      ),
    ).toBeTruthy();
    expect(within(notice).getByText('Dolo 650 Tablet: 2.6 g a day')).toBeTruthy();
    expect(
      within(notice).getByText(
        'These warnings are for your information: you can still place your order. Please ask a pharmacist or doctor before taking these medicines together.',
      ),
    ).toBeTruthy();
  });

  it('words duplicate therapy with the class named from the catalogue', async () => {
    const brufen = { productId: 4, name: 'Brufen 400 Tablet' };
    const voveran = { productId: 5, name: 'Voveran 50 Tablet' };
    mockApi({
      '/api/ai/cart-safety': {
        body: CartSafetyResponseSchema.parse({
          warnings: [
            {
              code: 'same_class',
              drugClass: 'nsaid',
              why: 'Two NSAIDs add stomach bleeding and kidney risk without better pain relief.',
              salts: [
                { salt: { id: 'ibuprofen', name: 'Ibuprofen' }, products: [brufen] },
                { salt: { id: 'diclofenac', name: 'Diclofenac' }, products: [voveran] },
              ],
            },
          ],
        }),
      },
    });
    renderRoute(<CartSafetyNotice productIds={[4, 5]} />, { path: '/cart', url: '/cart' });
    const notice = await screen.findByRole('region', { name: 'Medicine safety check' });
    expect(
      within(notice).getByText(
        'Ibuprofen (Brufen 400 Tablet) and Diclofenac (Voveran 50 Tablet) are pain relievers of the NSAID group: taking more than one of them is usually the same treatment twice. Two NSAIDs add stomach bleeding and kidney risk without better pain relief.',
      ),
    ).toBeTruthy();
  });

  it('asks nothing for a single product and shows nothing when all is well', async () => {
    mockApi({ '/api/ai/cart-safety': { body: { warnings: [] } } });
    renderRoute(<CartSafetyNotice productIds={[1, 1]} />, { path: '/cart', url: '/cart' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests.some((r) => r.pathname === '/api/ai/cart-safety')).toBe(false);
    renderRoute(<CartSafetyNotice productIds={[1, 2]} />, { path: '/cart', url: '/cart' });
    await vi.waitFor(() => expect(requests.some((r) => r.pathname === '/api/ai/cart-safety')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('region', { name: 'Medicine safety check' })).toBeNull();
  });
});
