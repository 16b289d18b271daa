// Violation: packages/shared imports a package other than zod.
import { createHash } from 'node:crypto';

export const digest = (text: string) => createHash('sha256').update(text).digest('hex');
