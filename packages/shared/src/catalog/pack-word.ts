/**
 * The word a substitute's saving is quoted per: tablets and capsules come in strips. Its own file,
 * free of zod, because the product page's first screen uses it (substitutes.ts builds schemas).
 */
export function packWord(dosageForm: string | null): 'strip' | 'pack' {
  return /^(tablet|capsule)/i.test(dosageForm ?? '') ? 'strip' : 'pack';
}
