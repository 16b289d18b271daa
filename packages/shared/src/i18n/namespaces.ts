import type { Catalogue } from './messages.ts';

/**
 * Every namespace's English catalogue by name. Each catalogues/en/<namespace>.ts adds itself here by
 * declaration merging, so a new namespace edits no shared file (no merge conflicts between features):
 *
 *   declare module '../../namespaces' { interface Namespaces { cart: typeof cart } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Namespaces {}

export type Namespace = Extract<keyof Namespaces, string>;
export type CatalogueOf<N extends Namespace> = Namespaces[N] extends Catalogue ? Namespaces[N] : never;
