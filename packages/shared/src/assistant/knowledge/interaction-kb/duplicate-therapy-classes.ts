import { z } from 'zod';

/** The classes checked for duplicate therapy; each has a name in the drugInfo catalogues ('safety.class.<key>'). */
export const DUPLICATE_THERAPY_CLASSES = [
  'nsaid',
  'ppi',
  'statin',
  'ssri',
  'ace-inhibitor',
  'arb',
  'beta-blocker',
  'calcium-channel-blocker',
  'benzodiazepine',
  'opioid',
  'anticoagulant',
  'fluoroquinolone',
  'macrolide',
] as const;
export const DuplicateTherapyClassSchema = z.enum(DUPLICATE_THERAPY_CLASSES);
