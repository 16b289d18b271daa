import type { CompositionPart } from './types.ts';

/**
 * Reads an active-ingredient line as the catalogue writes it ('Paracetamol 325 mg + Ibuprofen
 * 400 mg', 'Ambroxol hydrochloride 15 mg + Salbutamol 1 mg per 5 ml', 'Cholecalciferol (Vitamin D3)
 * 60000 IU', 'Human insulin 40 IU/ml (30% soluble + 70% isophane)') into its ingredients.
 * A '+' inside brackets does not split; a trailing 'per 5 ml' or '(sustained release)' is dropped.
 */
export function parseComposition(line: string | null | undefined): CompositionPart[] {
  if (!line) return [];
  return splitTopLevel(line)
    .map(parsePart)
    .filter((part): part is CompositionPart => part !== null);
}

function splitTopLevel(line: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of line) {
    if (ch === '(' || ch === '[') depth += 1;
    if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    if (ch === '+' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter(Boolean);
}

// The strength at the end of an ingredient: a number and a unit ('650 mg', '1.16% w/w', '100 IU/ml').
const STRENGTH = /^(.*\S)\s+(\d[\d,]*(?:\.\d+)?)\s*(mg|mcg|µg|g|IU\/ml|IU|U\/ml|U|%\s*w\/[wv]|%|billion(?:\s+[a-z]+)*)$/i;
const TRAILING_BRACKET = /\s*\([^()]*\)\s*$/;
const MODIFIED_RELEASE = /\((?:sustained|extended|prolonged|modified|controlled) release\)|\b(?:SR|XR|ER|MR|CR)\b/;
const TRAILING_PER = /\s+per\s+[^()]+$/i;

function parsePart(raw: string): CompositionPart | null {
  // Drop trailing notes ('per 5 ml', '(sustained release)', '(elemental calcium 500 mg)') until the
  // strength, if any, is at the end.
  let text = raw;
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(TRAILING_PER, '').replace(TRAILING_BRACKET, '').trim();
  }
  if (!text) return null;
  const modifiedRelease = MODIFIED_RELEASE.test(raw);
  const match = STRENGTH.exec(text);
  if (!match) return { name: text, strength: null, mg: null, modifiedRelease };
  const [, name = '', amountText = '', unitText = ''] = match;
  const amount = Number(amountText.replaceAll(',', ''));
  return { name: name.trim(), strength: text.slice(name.length).trim(), mg: toMilligrams(amount, unitText), modifiedRelease };
}

function toMilligrams(amount: number, unit: string): number | null {
  switch (unit.toLowerCase()) {
    case 'mg':
      return amount;
    case 'mcg':
    case 'µg':
      return amount / 1000;
    case 'g':
      return amount * 1000;
    default:
      return null;
  }
}
