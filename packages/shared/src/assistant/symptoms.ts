/**
 * Everyday words for symptoms (English, Hindi, Hinglish and Indian English such as 'loose motions')
 * → the catalogue's symptom tags, with when to see a doctor instead of treating it yourself.
 * Only symptoms that over-the-counter products treat are here: anything else gets no suggestion.
 */
export interface SymptomEntry {
  /** What the answer calls it. */
  label: string;
  /** Words in a message that mean it (whole words or their starts). */
  words: RegExp;
  /** Catalogue tags of products for it. */
  tags: string[];
  /** When to see a doctor instead. */
  seeDoctor: string;
}

export const SYMPTOMS: readonly SymptomEntry[] = [
  {
    label: 'fever',
    words: /\b(fever|feverish|temperature|bukhar|bukhaar|taap)\b|बुखार/,
    tags: ['fever'],
    seeDoctor: 'Fever over 103°F (39.4°C), lasting more than 3 days, or with a rash, stiff neck or confusion.',
  },
  {
    label: 'headache',
    words: /\b(head ?aches?|headache|migraine|sar ?dard|sir ?dard|sar mein dard)\b|सिर ?दर्द|सरदर्द/,
    tags: ['headache'],
    seeDoctor: 'A sudden, very severe headache, one after a head injury, or headaches that keep coming back.',
  },
  {
    label: 'body aches',
    words: /\b(body ?aches?|body pain|badan ?dard|muscle pain|muscle aches?)\b|बदन ?दर्द/,
    tags: ['body aches', 'muscle pain'],
    seeDoctor: 'Pain lasting more than a week, or with swelling, fever or weakness.',
  },
  {
    label: 'cough',
    words: /\b(cough|coughing|khansi|khaansi)\b|खांसी/,
    tags: ['cough'],
    seeDoctor: 'A cough lasting more than 3 weeks, with blood, with breathlessness or a high fever.',
  },
  {
    label: 'cold and runny nose',
    words: /\b(cold|runny nose|running nose|blocked nose|stuffy nose|congestion|sneez\w*|zukam|jukam|sardi|nazla)\b|जुकाम|सर्दी/,
    tags: ['runny nose', 'congestion', 'sneezing'],
    seeDoctor: 'Symptoms lasting more than 10 days, or with a high fever or pain in the face.',
  },
  {
    label: 'sore throat',
    words: /\b(sore throat|throat pain|throat infection|gala kharab|gale mein dard)\b|गले में दर्द|गला खराब/,
    tags: ['sore throat'],
    seeDoctor: 'Trouble swallowing or breathing, a high fever, or a sore throat lasting more than a week.',
  },
  {
    label: 'acidity and heartburn',
    words: /\b(acidity|acid reflux|heartburn|gas|gastric|bloating|indigestion|jalan|khatti dakar)\b|एसिडिटी|गैस|जलन/,
    tags: ['heartburn', 'gas', 'indigestion', 'gerd'],
    seeDoctor: 'Trouble swallowing, weight loss, black stools, or heartburn most days for more than 2 weeks.',
  },
  {
    label: 'nausea and vomiting',
    words: /\b(nausea|nauseous|vomit\w*|ulti|ultee|ji machlana)\b|उल्टी|मतली/,
    tags: ['nausea', 'vomiting'],
    seeDoctor: 'Vomiting for more than a day, blood in the vomit, or signs of dehydration (little urine, dizziness).',
  },
  {
    label: 'loose motions',
    words: /\b(diarrh\w*|loose motions?|loose stools?|dast|pet kharab)\b|दस्त/,
    tags: ['hydration', 'diarrhoea', 'gut health'],
    seeDoctor: 'Blood in the stool, more than 2 days of loose motions, or signs of dehydration.',
  },
  {
    label: 'itching and rashes',
    words: /\b(itch\w*|rash\w*|hives|khujli|allergy on skin)\b|खुजली/,
    tags: ['itching', 'rashes', 'hives'],
    seeDoctor: 'A rash that spreads fast, blisters, or comes with fever or swelling of the face.',
  },
  {
    label: 'allergy',
    words: /\b(allerg\w*|hay fever|itchy eyes|watery eyes)\b|एलर्जी/,
    tags: ['allergic rhinitis', 'hay fever', 'itchy eyes', 'sneezing'],
    seeDoctor: 'Any swelling of the face, lips or tongue, or trouble breathing: that is an emergency.',
  },
  {
    label: 'toothache',
    words: /\b(tooth ?ache|toothache|dant dard|daant dard)\b|दांत/,
    tags: ['toothache'],
    seeDoctor: 'Swelling of the face or gum, fever, or pain lasting more than 2 days: see a dentist.',
  },
  {
    label: 'back, joint and muscle pain',
    words: /\b(back ?ache|back pain|joint pain|knee pain|sprain|kamar dard|ghutno|muscle pull)\b|कमर दर्द/,
    tags: ['back pain', 'joint pain', 'sprain', 'muscle pain'],
    seeDoctor: 'Pain after a fall or injury, numbness in the legs, or pain lasting more than 2 weeks.',
  },
  {
    label: 'period pain',
    words: /\b(period pain|period cramps|menstrual cramps|dysmenorrh\w*|periods? mein dard)\b/,
    tags: ['period pain'],
    seeDoctor: 'Very heavy bleeding, pain that stops daily life, or pain that is new or getting worse.',
  },
  {
    label: 'pimples',
    words: /\b(pimples?|acne|muhase)\b|मुंहासे/,
    tags: ['acne', 'pimples'],
    seeDoctor: 'Painful lumps under the skin, scarring, or no better after 2 months of treatment.',
  },
  {
    label: 'fungal infection',
    words: /\b(fungal|ringworm|daad|athlete'?s foot|jock itch)\b|दाद/,
    tags: ['fungal infection'],
    seeDoctor: 'It keeps spreading after 2 weeks of treatment, or you have diabetes.',
  },
];

/** The symptoms a text mentions, in the table's order. */
export function symptomsIn(text: string): SymptomEntry[] {
  const lower = text.toLowerCase();
  return SYMPTOMS.filter((entry) => entry.words.test(lower));
}

/** Always true, whatever the symptom: when self-care is not the answer. */
export const GENERAL_SEE_DOCTOR =
  'You are pregnant or breastfeeding, under 12 or over 65, have a long-term illness or take other medicines: ask a doctor or pharmacist first.';
