import { z } from 'zod';
import { idParam, text } from '../http/primitives.ts';
import { ADDRESS_TYPES } from './rules.ts';

const required = (label: string, max: number) => text(label).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const optional = (label: string, max: number) => text(label).trim().max(max, `${label} must be at most ${max} characters`).optional().default('');

/** A delivery address typed by the customer. First name, address and city are required (spec). */
export const AddressInputSchema = z
  .object({
    firstName: required('First name', 60),
    lastName: optional('Last name', 60),
    email: z.union([z.literal(''), z.email('Please enter a valid email address').max(254)]).optional().default(''),
    phone: z.string().trim().regex(/^[0-9 +()-]{0,20}$/, 'Phone number must be digits').optional().default(''),
    address: required('Address', 300),
    city: required('City', 80),
    state: optional('State', 80),
    postalCode: z.union([z.literal(''), z.string().trim().regex(/^\d{6}$/, 'PIN code must be 6 digits')]).optional().default(''),
    country: text('Country').trim().max(60).optional().default('India'),
    type: z.enum(ADDRESS_TYPES).optional().default('Home'),
    instructions: optional('Delivery instructions', 300),
  })
  .strict();
export type AddressInput = z.input<typeof AddressInputSchema>;

export const AddressSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  type: z.enum(ADDRESS_TYPES),
  instructions: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;
export const AddressListResponseSchema = z.object({ addresses: z.array(AddressSchema) });
export const AddressIdParamsSchema = z.object({ id: idParam('id', 'id must be a number') });

/** Most addresses one customer keeps in the book (a guard against scripted abuse, not a real customer's need). */
export const MAX_ADDRESSES = 20;

/** POST /api/addresses and PUT /api/addresses/{id}: a typed address, optionally made the default one. */
export const AddressBodySchema = AddressInputSchema.extend({ isDefault: z.boolean().optional() });
export type AddressBody = z.input<typeof AddressBodySchema>;
