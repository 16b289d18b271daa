// Clean: a route calls a module's service.
import { findThroughA } from '../modules/fixture-b/fixture-b.service.ts';

export const handler = (id: number) => findThroughA(id);
