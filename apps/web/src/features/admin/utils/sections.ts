import type { Role } from '@dawa/shared/auth/rules';
import type { ComponentType } from 'react';

/** One section of the dashboard's side menu (app/routes/admin/admin-sections.ts lists them). */
export interface AdminSection {
  /** Its URL segment: /admin/{id}. */
  id: string;
  /** The menu label (the spec's names). */
  label: string;
  /** The roles that see it; the API enforces the same on its routes. */
  roles: readonly Role[];
  /** The section itself, loaded when first opened. */
  component: ComponentType;
}

/**
 * The spec's ten sections in the spec's order (Stock Receiving after Product Management), the Support Inbox, then the doctor's My Schedule and the Audit Log. A section appears where its id
 * stands here, whichever line of the registry declares it.
 */
export const SECTION_ORDER = [
  'products',
  'salt-reviews',
  'stock',
  'users',
  'doctors',
  'orders',
  'payments',
  'prescriptions',
  'appointments',
  'analytics',
  'content',
  'settings',
  'documents',
  'overview',
  'support',
  'schedule',
  'audit-log',
] as const;

const position = (id: string) => {
  const index = (SECTION_ORDER as readonly string[]).indexOf(id);
  return index === -1 ? SECTION_ORDER.length : index;
};

/** The sections a role sees, in menu order. */
export function sectionsFor<S extends Pick<AdminSection, 'id' | 'roles'>>(role: Role | undefined, sections: readonly S[]): S[] {
  if (!role) return [];
  return sections.filter((s) => s.roles.includes(role)).sort((a, b) => position(a.id) - position(b.id));
}
