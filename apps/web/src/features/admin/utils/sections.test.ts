import type { Role } from '@dawa/shared/auth/rules';
import { describe, expect, it } from 'vitest';
import { sectionsFor } from './sections';

// A registry as it will be once later issues add their sections, declared out of order on purpose.
const registry = [
  { id: 'audit-log', roles: ['admin'] },
  { id: 'orders', roles: ['admin', 'pharmacist'] },
  { id: 'users', roles: ['admin'] },
  { id: 'appointments', roles: ['admin', 'doctor'] },
  { id: 'products', roles: ['admin'] },
  { id: 'overview', roles: ['admin', 'pharmacist', 'doctor'] },
] as const;

describe('sectionsFor', () => {
  it.each<[Role | undefined, string[]]>([
    ['admin', ['products', 'users', 'orders', 'appointments', 'overview', 'audit-log']],
    ['pharmacist', ['orders', 'overview']],
    ['doctor', ['appointments', 'overview']],
    ['user', []],
    [undefined, []],
  ])('a %s sees %j, in the spec order', (role, ids) => {
    expect(sectionsFor(role, registry).map((s) => s.id)).toEqual(ids);
  });
});
