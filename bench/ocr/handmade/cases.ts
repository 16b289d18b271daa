/**
 * The hand-made prescription texts (tune.json, heldout.json): OCR-like lines written by hand, not by
 * the generator in bench/ocr/synth, with their truth. heldout.json is never used to tune the parser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const TruthMedicineSchema = z.object({
  name: z.string().min(2),
  strength: z.string().nullable(),
  frequency: z.string().nullable(),
  durationDays: z.number().int().positive().nullable(),
});

export const HandmadeCaseSchema = z.object({
  id: z.string(),
  style: z.enum(['typed', 'table', 'handwriting', 'mixed']),
  source: z.string().min(10),
  lines: z.array(z.string()).min(3),
  truth: z.object({
    prescribedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    registrationNumber: z.string().optional(),
    patientName: z.string().optional(),
    medicines: z.array(TruthMedicineSchema).min(1),
  }),
});
export type HandmadeCase = z.infer<typeof HandmadeCaseSchema>;
export type HandmadeTruthMedicine = z.infer<typeof TruthMedicineSchema>;

const HandmadeSetSchema = z.object({ set: z.enum(['tune', 'heldout']), version: z.number().int(), about: z.string(), cases: z.array(HandmadeCaseSchema) });

const here = path.dirname(fileURLToPath(import.meta.url));

export function loadHandmadeSet(set: 'tune' | 'heldout'): HandmadeCase[] {
  return HandmadeSetSchema.parse(JSON.parse(fs.readFileSync(path.join(here, `${set}.json`), 'utf8'))).cases;
}
