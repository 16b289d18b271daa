import type { AssistantTextCode } from './answer-texts.ts';

/** A symptom's code: its name is `answer.symptom.<id>` and its see-a-doctor line `answer.seeDoctor.<id>`. */
export type SymptomId = AssistantTextCode extends infer C ? (C extends `symptom.${infer Id}` ? Id : never) : never;

export interface SymptomEntry {
  id: SymptomId;
  /** Words in a message that mean it (whole words or their starts). */
  words: RegExp;
  /** Catalogue tags of products for it. */
  tags: string[];
}

/**
 * Everyday words for symptoms (English, Hindi, Hinglish and Indian English such as 'loose motions')
 * → the catalogue's symptom tags. Its name and when to see a doctor instead of treating it yourself
 * are the assistant catalogue's lines (`answer.symptom.<id>`, `answer.seeDoctor.<id>`).
 * Only symptoms that over-the-counter products treat are here: anything else gets no suggestion.
 */
export const SYMPTOMS: readonly SymptomEntry[] = [
  {
    id: 'fever',
    words: /\b(fever|feverish|temperature|bukhar|bukhaar|taap)\b|बुखार/,
    tags: ['fever'],
  },
  {
    id: 'headache',
    words: /\b(head ?aches?|headache|migraine|sar ?dard|sir ?dard|sar mein dard)\b|सिर ?दर्द|सरदर्द/,
    tags: ['headache'],
  },
  {
    id: 'bodyAches',
    words: /\b(body ?aches?|body pain|badan ?dard|muscle pain|muscle aches?)\b|बदन ?दर्द/,
    tags: ['body aches', 'muscle pain'],
  },
  {
    id: 'cough',
    words: /\b(cough|coughing|khansi|khaansi)\b|खांसी/,
    tags: ['cough'],
  },
  {
    id: 'cold',
    words: /\b(cold|runny nose|running nose|blocked nose|stuffy nose|congestion|sneez\w*|zukam|jukam|sardi|nazla)\b|जुकाम|सर्दी/,
    tags: ['runny nose', 'congestion', 'sneezing'],
  },
  {
    id: 'soreThroat',
    words: /\b(sore throat|throat pain|throat infection|gala kharab|gale mein dard)\b|गले में दर्द|गला खराब/,
    tags: ['sore throat'],
  },
  {
    id: 'acidity',
    words: /\b(acidity|acid reflux|heartburn|gas|gastric|bloating|indigestion|jalan|khatti dakar)\b|एसिडिटी|गैस|जलन/,
    tags: ['heartburn', 'gas', 'indigestion', 'gerd'],
  },
  {
    id: 'nausea',
    words: /\b(nausea|nauseous|vomit\w*|ulti|ultee|ji machlana)\b|उल्टी|मतली/,
    tags: ['nausea', 'vomiting'],
  },
  {
    id: 'looseMotions',
    words: /\b(diarrh\w*|loose motions?|loose stools?|dast|pet kharab)\b|दस्त/,
    tags: ['hydration', 'diarrhoea', 'gut health'],
  },
  {
    id: 'itching',
    words: /\b(itch\w*|rash\w*|hives|khujli|allergy on skin)\b|खुजली/,
    tags: ['itching', 'rashes', 'hives'],
  },
  {
    id: 'allergy',
    words: /\b(allerg\w*|hay fever|itchy eyes|watery eyes)\b|एलर्जी/,
    tags: ['allergic rhinitis', 'hay fever', 'itchy eyes', 'sneezing'],
  },
  {
    id: 'toothache',
    words: /\b(tooth ?ache|toothache|dant dard|daant dard)\b|दांत/,
    tags: ['toothache'],
  },
  {
    id: 'backPain',
    words: /\b(back ?ache|back pain|joint pain|knee pain|sprain|kamar dard|ghutno|muscle pull)\b|कमर दर्द/,
    tags: ['back pain', 'joint pain', 'sprain', 'muscle pain'],
  },
  {
    id: 'periodPain',
    words: /\b(period pain|period cramps|menstrual cramps|dysmenorrh\w*|periods? mein dard)\b/,
    tags: ['period pain'],
  },
  {
    id: 'pimples',
    words: /\b(pimples?|acne|muhase)\b|मुंहासे/,
    tags: ['acne', 'pimples'],
  },
  {
    id: 'fungal',
    words: /\b(fungal|ringworm|daad|athlete'?s foot|jock itch)\b|दाद/,
    tags: ['fungal infection'],
  },
];

/** The symptoms a text mentions, in the table's order. */
export function symptomsIn(text: string): SymptomEntry[] {
  const lower = text.toLowerCase();
  return SYMPTOMS.filter((entry) => entry.words.test(lower));
}
