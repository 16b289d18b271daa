// Violation: cycle-a.ts and cycle-b.ts import each other.
import { b } from './cycle-b.ts';

export const a = (): number => b() + 1;
