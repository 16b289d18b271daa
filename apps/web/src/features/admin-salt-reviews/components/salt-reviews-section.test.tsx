import { AdminProductListResponseSchema, AdminProductSchema } from '@dawa/shared/admin/products';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startSession } from '@/lib/auth/session';
import { mockApi, type MockRequest } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { SaltReviewsSection } from './salt-reviews-section';

const flagged = AdminProductSchema.parse({
  id: 501,
  slug: 'feverol-650',
  name: 'Feverol 650 Tablet',
  category: 'pain-relief',
  categoryName: 'Pain Relief',
  pricePaise: 3_000,
  mrpPaise: 3_000,
  brand: 'Feverol',
  tags: [],
  description: '',
  active: true,
  requiresPrescription: false,
  drugSchedule: 'OTC',
  narcotic: false,
  stockQuantity: 10,
  composition: [{ salt: 'Paracetmol', strength: '650 mg' }],
  dosageForm: 'Tablet',
  manufacturer: 'Feverol Labs',
  hsnCode: '3004',
  gstRatePercent: 12,
  compositionReviewPending: true,
  unknownSalts: ['Paracetmol'],
  imageUrls: [],
  variants: [],
  updatedAt: '2026-12-01T09:00:00.000Z',
});
const page = (items: unknown[]) =>
  AdminProductListResponseSchema.parse({ items, total: items.length, totalCapped: false, page: 1, pageSize: 100, pageCount: 1 });

describe('Salts to Review (pharmacist)', () => {
  it('lists the flagged product with its unknown salt, and sends the correction with the note', async () => {
    startSession(sessionResponse({ id: 4, role: 'pharmacist' }));
    const sent: MockRequest[] = [];
    let resolved = false;
    mockApi({
      '/api/admin/composition-reviews': () => ({ body: page(resolved ? [] : [flagged]) }),
      '/api/admin/composition-reviews/501/resolve': (_url, request) => {
        sent.push(request);
        resolved = true;
        return {
          body: {
            product: { ...flagged, compositionReviewPending: false, unknownSalts: [] },
            message: 'Composition corrected and review closed',
          },
        };
      },
    });
    renderRoute(
      <>
        <Toaster />
        <SaltReviewsSection />
      </>,
      { path: '/admin/salt-reviews', url: '/admin/salt-reviews' },
    );
    const card = await screen.findByRole('article', { name: /Feverol 650 Tablet/ });
    expect(within(card).getByText('(not in our drug information)')).toBeTruthy();
    // Nothing changed yet: only 'Confirm as written' is offered.
    expect(within(card).getByRole<HTMLButtonElement>('button', { name: 'Save correction' }).disabled).toBe(true);
    fireEvent.change(within(card).getByLabelText(/Salt 1/), { target: { value: 'Paracetamol' } });
    fireEvent.change(within(card).getByLabelText('Note for the audit log (optional)'), { target: { value: 'Typo' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByText('Composition corrected and review closed')).toBeTruthy();
    expect(sent[0]?.body).toEqual({ composition: [{ salt: 'Paracetamol', strength: '650 mg' }], note: 'Typo' });
    await waitFor(() => expect(screen.getByText('No salts are waiting for a review.')).toBeTruthy());
  });
});

describe('Salts to Review, a product staff added without a brand', () => {
  // Issue 21 item 4 re-walk: the card read 'Walkfever 650 ()' for a product added with no brand.
  it('names the product with its manufacturer, and no empty brackets', async () => {
    startSession(sessionResponse({ id: 4, role: 'pharmacist' }));
    mockApi({ '/api/admin/composition-reviews': () => ({ body: page([{ ...flagged, brand: '' }]) }) });
    renderRoute(<SaltReviewsSection />, { path: '/admin/salt-reviews', url: '/admin/salt-reviews' });
    const card = await screen.findByRole('article', { name: /Feverol 650 Tablet/ });
    const heading = within(card).getByRole('heading', { level: 3 });
    expect(heading.textContent).toBe('Feverol 650 Tablet (Feverol Labs)');
  });

  it('names the product alone when it has neither brand nor manufacturer', async () => {
    startSession(sessionResponse({ id: 4, role: 'pharmacist' }));
    mockApi({ '/api/admin/composition-reviews': () => ({ body: page([{ ...flagged, brand: '', manufacturer: '' }]) }) });
    renderRoute(<SaltReviewsSection />, { path: '/admin/salt-reviews', url: '/admin/salt-reviews' });
    const card = await screen.findByRole('article', { name: /Feverol 650 Tablet/ });
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Feverol 650 Tablet');
  });
});
