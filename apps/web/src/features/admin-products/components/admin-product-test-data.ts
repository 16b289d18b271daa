import { AdminProductListResponseSchema, AdminProductSchema, type AdminProduct } from '@dawa/shared/admin/products';

let nextId = 100;

/** An admin product row, checked by the shared schema so mocks cannot drift from the contract. */
export function adminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  nextId += 1;
  return AdminProductSchema.parse({
    id: nextId,
    slug: `testolin-${nextId}`,
    name: `Testolin ${nextId} Tablet`,
    category: 'pain-relief',
    categoryName: 'Pain Relief',
    pricePaise: 12_050,
    mrpPaise: 15_000,
    brand: 'Testwell',
    tags: ['fever'],
    description: 'For tests.',
    active: true,
    requiresPrescription: false,
    drugSchedule: 'OTC',
    narcotic: false,
    stockQuantity: 40,
    composition: [{ salt: 'Paracetamol', strength: '500 mg' }],
    dosageForm: 'Tablet',
    manufacturer: 'Testwell Labs',
    hsnCode: '3004',
    gstRatePercent: 12,
    compositionReviewPending: false,
    unknownSalts: [],
    imageUrls: [],
    variants: [],
    updatedAt: '2026-11-24T09:00:00.000Z',
    ...overrides,
  });
}

export function adminProductList(items: AdminProduct[], { total = items.length, page = 1, pageSize = 20, totalCapped = false } = {}) {
  return AdminProductListResponseSchema.parse({ items, total, totalCapped, page, pageSize, pageCount: Math.ceil(total / pageSize) });
}
