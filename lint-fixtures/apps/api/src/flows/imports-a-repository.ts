// Violation: a flow imports a module's repository instead of its service.
import { byId } from '../modules/fixture-a/fixture-a.repository.ts';

export const condition = byId(1);
