// Violation: a module imports another module's repository.
import { byId } from '../fixture-a/fixture-a.repository.ts';

export const condition = byId(1);
