/**
 * The prescription reader's knowledge as data (reading-knowledge.json): frequency phrases, timings
 * that mean once a day, lines that are never medicines, dosing words OCR misreads, and a lexicon of
 * Indian brands and salts with their strength unit. Checked by a zod schema when first loaded.
 */
import { z } from 'zod';
import data from './reading-knowledge.json' with { type: 'json' };

const ReadingKnowledgeSchema = z
  .object({
    version: z.number().int().positive(),
    source: z.string().min(20),
    frequencyPhrases: z.array(z.object({ phrase: z.string().min(2), code: z.string().min(2) }).strict()),
    onceDailyTimings: z.array(z.string().min(3)),
    instructionPhrases: z.array(z.object({ phrase: z.string().min(2), value: z.string().min(2) }).strict()),
    notMedicineStarts: z.array(z.string().min(2)),
    dosingWords: z.array(z.string().regex(/^[a-z]+$/)),
    doseUnitMisreads: z.record(z.string(), z.string()),
    salts: z.array(z.string().min(3)),
    brands: z.array(z.object({ name: z.string().min(2), salt: z.string().min(3), unit: z.enum(['mg', 'mcg', 'g', 'IU']).optional() }).strict()),
  })
  .strict();
export type ReadingKnowledge = z.infer<typeof ReadingKnowledgeSchema>;

export const READING_KNOWLEDGE: ReadingKnowledge = ReadingKnowledgeSchema.parse(data);

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
