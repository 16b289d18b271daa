// Violation: a route imports a repository instead of calling a service.
import { byId } from '../modules/fixture-a/fixture-a.repository.ts';

export const condition = byId(1);
