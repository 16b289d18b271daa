import { CATEGORIES } from '@dawa/shared/catalog/categories';
import {
  CategoryListResponseSchema,
  ProductDetailSchema,
  ProductListResponseSchema,
  ProductSummarySchema,
  SuggestionResponseSchema,
  type ProductDetail,
  type ProductSummary,
  type Suggestion,
} from '@dawa/shared/catalog/schemas';
import { DEFAULT_SETTINGS, SettingsSchema, type Settings } from '@dawa/shared/account/settings';
import { MessageResponseSchema, ProfileSchema, SessionResponseSchema, type Profile, type User } from '@dawa/shared/auth/schemas';
import type { ErrorBody } from '@dawa/shared/errors/codes';
import { ErrorBodySchema } from '@dawa/shared/errors/codes';

/** Test data, always passed through the shared schemas so mocks cannot drift from the contract. */
export function productSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  const id = overrides.id ?? 1;
  return ProductSummarySchema.parse({
    id,
    slug: `product-${id}`,
    name: `Product ${id}`,
    brand: 'Micro Labs',
    category: { slug: 'pain-relief', name: 'Pain Relief' },
    pricePaise: 3000,
    mrpPaise: 3400,
    discountPercent: 12,
    image: `/api/media/products/product-${id}/1.svg`,
    rating: 4.4,
    reviewCount: 120,
    inStock: true,
    requiresPrescription: false,
    packSize: '15 tablets',
    dosageForm: 'Tablet',
    ...overrides,
  });
}

export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const summary = productSummary(overrides);
  return ProductDetailSchema.parse({
    ...summary,
    description: 'Paracetamol tablets for fever and mild to moderate pain.',
    manufacturer: 'Micro Labs Ltd',
    dosage: '1 tablet every 6 hours; not more than 4 in 24 hours',
    activeIngredient: 'Paracetamol 650 mg',
    inactiveIngredients: ['Starch', 'Povidone'],
    countryOfOrigin: 'India',
    basePricePaise: null,
    images: [summary.image, `/api/media/products/${summary.slug}/2.svg`],
    stockQuantity: 40,
    purchaseCount: 900,
    seller: { name: 'Dawa Pharmacy', rating: 4.6 },
    tags: ['fever'],
    variants: [],
    shippingInfo: 'Standard shipping available',
    deliveryEstimate: '2-3 business days',
    authenticGuarantee: true,
    sideEffects: ['Nausea'],
    storage: 'Store below 25°C',
    ...overrides,
  });
}

export function productList(items: ProductSummary[], { total = items.length, page = 1, pageSize = 24 } = {}) {
  return ProductListResponseSchema.parse({ items, total, page, pageSize, pageCount: Math.ceil(total / pageSize) });
}

export function categoryList() {
  return CategoryListResponseSchema.parse({
    categories: CATEGORIES.map((c) => ({ ...c, productCount: 10 })),
  });
}

export function suggestions(items: Array<Partial<Suggestion> & { id: number; name: string }>) {
  return SuggestionResponseSchema.parse({
    items: items.map((item) => ({
      slug: `product-${item.id}`,
      brand: 'Micro Labs',
      pricePaise: 3000,
      category: { slug: 'pain-relief', name: 'Pain Relief' },
      image: `/api/media/products/product-${item.id}/1.svg`,
      ...item,
    })),
  });
}

export function errorBody(body: ErrorBody): ErrorBody {
  return ErrorBodySchema.parse(body);
}

export function sessionResponse(user: Partial<User> = {}) {
  return SessionResponseSchema.parse({
    accessToken: 'test-access-token',
    refreshToken: 'test-refresh-token-0123456789',
    expiresIn: 900,
    user: { id: 7, firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in', role: 'user', emailVerified: true, profilePicture: null, ...user },
  });
}

export function profile(overrides: Partial<Profile> = {}): Profile {
  return ProfileSchema.parse({
    id: 7,
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.in',
    role: 'user',
    phoneCountry: '+91',
    phone: null,
    dob: null,
    country: null,
    state: null,
    city: null,
    postalCode: null,
    address: null,
    profilePicture: null,
    emailVerified: true,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  });
}

export function settings(overrides: Partial<Settings> = {}): Settings {
  return SettingsSchema.parse({ ...DEFAULT_SETTINGS, ...overrides });
}

export function message(text: string) {
  return MessageResponseSchema.parse({ message: text });
}
