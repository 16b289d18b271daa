import type { AddressBodySchema, AddressInputSchema } from '@dawa/shared/commerce/address';
import { MAX_ADDRESSES, type Address } from '@dawa/shared/commerce/address';
import type { z } from 'zod';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import * as repo from './addresses.repository.ts';

type AddressBody = z.output<typeof AddressBodySchema>;
type AddressInput = z.output<typeof AddressInputSchema>;

export const ADDRESS_NOT_FOUND = 'Address not found';
export const TOO_MANY_ADDRESSES = `You can keep up to ${MAX_ADDRESSES} addresses. Please delete one first.`;

export function toAddress(row: repo.AddressRow): Address {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
    type: row.type,
    instructions: row.instructions,
    isDefault: row.isDefault,
  };
}

function fieldsOf(input: AddressInput): repo.AddressFields {
  const { firstName, lastName, email, phone, address, city, state, postalCode, country, type, instructions } = input;
  return { firstName, lastName, email, phone, address, city, state, postalCode, country, type, instructions };
}

/** One of the caller's addresses for an order (in the order's transaction); 404 for anyone else's. */
export async function addressForOrder(tx: Database, userId: number, id: number): Promise<Address> {
  const row = await repo.findAddress(tx, userId, id);
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return toAddress(row);
}

/**
 * Keeps an address typed at checkout in the book (in the order's transaction), unless the book is
 * full: the order still goes to it. The first address becomes the default. The caller holds the owner lock.
 */
export async function rememberCheckoutAddress(tx: Database, userId: number, input: AddressInput): Promise<number | null> {
  const existing = await repo.countAddresses(tx, userId);
  if (existing >= MAX_ADDRESSES) return null;
  return (await repo.insertAddress(tx, userId, fieldsOf(input), existing === 0)).id;
}

/** The customer's address book: list, add, change, delete; exactly one default while any address exists. */
export function createAddressService(db: Database) {
  return {
    async list(userId: number): Promise<Address[]> {
      return (await repo.findAddresses(db, userId)).map(toAddress);
    },

    /** Adds an address; the first one, or one marked default, becomes the default. */
    async create(userId: number, body: AddressBody): Promise<Address> {
      return inTransaction(db, async (tx) => {
        await repo.lockAddressBook(tx, userId);
        const existing = await repo.countAddresses(tx, userId);
        if (existing >= MAX_ADDRESSES) throw new AppError('conflict', TOO_MANY_ADDRESSES);
        const row = await repo.insertAddress(tx, userId, fieldsOf(body), existing === 0 || body.isDefault === true);
        if (row.isDefault) await repo.clearOtherDefaults(tx, userId, row.id);
        return toAddress(row);
      });
    },

    /** Replaces an address; isDefault true makes it the default (false on the default keeps it: one must remain). */
    async update(userId: number, id: number, body: AddressBody): Promise<Address> {
      return inTransaction(db, async (tx) => {
        await repo.lockAddressBook(tx, userId);
        const current = await repo.findAddress(tx, userId, id);
        if (!current) throw notFound(ADDRESS_NOT_FOUND);
        const row = await repo.updateAddress(tx, userId, id, fieldsOf(body), current.isDefault || body.isDefault === true);
        if (!row) throw notFound(ADDRESS_NOT_FOUND);
        if (row.isDefault) await repo.clearOtherDefaults(tx, userId, row.id);
        return toAddress(row);
      });
    },

    /** Deletes an address; when it was the default, the newest remaining one takes over. Answers the book. */
    async remove(userId: number, id: number): Promise<Address[]> {
      await inTransaction(db, async (tx) => {
        await repo.lockAddressBook(tx, userId);
        const removed = await repo.deleteAddress(tx, userId, id);
        if (!removed) throw notFound(ADDRESS_NOT_FOUND);
        if (removed.isDefault) await repo.promoteNewest(tx, userId);
      });
      return (await repo.findAddresses(db, userId)).map(toAddress);
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;

/** The customer's address book (for my-data.json). */
export async function addressesOf(db: Database, userId: number): Promise<Address[]> {
  return (await repo.findAddresses(db, userId)).map(toAddress);
}

/** Empties the customer's address book, in the account deletion's transaction. */
export function forgetAddressesOf(tx: Database, userId: number): Promise<void> {
  return repo.deleteAddressesOf(tx, userId);
}
