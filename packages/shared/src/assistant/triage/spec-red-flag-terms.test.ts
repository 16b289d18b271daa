import { describe, expect, it } from 'vitest';
import { assessTriage } from './assess.ts';

/**
 * The spec's red-flag terms (storefront.md §9: chest pain, difficulty breathing, shortness of breath,
 * severe bleeding, uncontrolled bleeding, slurred speech, numbness, weakness, sudden weakness, severe
 * abdominal pain, loss of consciousness) must each be an emergency however a customer puts it: word
 * order, Indian English ('paining'), Hindi in Devanagari and Hinglish. Written apart from the rules.
 * 'Numbness' and 'weakness' count where they can be a stroke (an arm, the face, one side, sudden); the
 * intake's bare 'numbness' answer is red-flags.test.ts's; a limb tingling for months is not here.
 */
const PHRASINGS: Record<string, string[]> = {
  'chest pain': [
    'pain in my chest',
    'my chest is paining since morning',
    'chest paining',
    'chest pain while walking',
    'छाती में दर्द हो रहा है',
    'seene me dard hai',
    'chest mein bahut dard',
  ],
  'difficulty breathing': [
    'difficulty in breathing',
    'breathing difficulty since an hour',
    'it is difficult for me to breathe',
    'साँस लेने में कठिनाई हो रही है',
    'saans lene me dikkat',
    'सांस लेने में परेशानी है',
  ],
  'shortness of breath': [
    'short of breath',
    'shortness of breath at rest',
    'my breath is short',
    'getting breathless on lying down',
    'सांस की कमी महसूस हो रही है',
    'saans phool rahi hai',
  ],
  'severe bleeding': [
    'severe bleeding from the leg',
    'bleeding severely from a cut',
    'heavy bleeding from a wound',
    'बहुत ज्यादा खून बह रहा है',
    'khoon bahut beh raha hai',
  ],
  'uncontrolled bleeding': [
    'uncontrolled bleeding from the nose',
    'bleeding uncontrollably',
    'I cant stop the bleeding',
    'the bleeding wont stop',
    'खून रुक नहीं रहा',
    'khoon band nahi ho raha',
  ],
  'slurred speech': [
    'his speech is slurred',
    'slurring her words',
    'बोली लड़खड़ा रही है',
    'zuban ladkhada rahi hai',
    'he cant speak clearly all of a sudden',
    'बोलने में दिक्कत हो रही है अचानक',
  ],
  numbness: [
    'numbness in my left arm',
    'my arm went numb',
    'one side of my face feels numb',
    'हाथ सुन्न हो गया है',
    'chehra aur haath sunn pad gaya',
  ],
  weakness: ['weakness in my right arm and leg', 'one arm is weak since an hour', 'ek taraf kamzori aa gayi', 'बाएं हाथ में कमजोरी'],
  'sudden weakness': ['sudden weakness', 'suddenly weak legs, cant stand', 'अचानक कमजोरी आ गई', 'achanak kamzori aa gayi'],
  'severe abdominal pain': [
    'severe abdominal pain',
    'severe pain in abdomen',
    'stomach pain very severe',
    'pet me bahut tez dard',
    'पेट में असहनीय दर्द',
    'extreme tummy ache',
  ],
  'loss of consciousness': [
    'loss of consciousness',
    'he lost consciousness',
    'she became unconscious',
    'hosh kho diya',
    'होश खो दिया',
    'वह बेहोश हो गया',
  ],
};

// The same words said to be absent, in a routine message: no emergency.
const ABSENT = [
  'blocked nose, no fever, no chest pain, no breathing trouble, just a cold',
  'sore throat, no difficulty breathing',
  'a bit of nausea after a heavy meal, no vomiting and no severe abdominal pain',
  'small cut on my finger, it has stopped bleeding',
  'seene mein dard nahi hai, bas khansi',
];

describe("the spec's red-flag terms, in many phrasings", () => {
  it.each(Object.entries(PHRASINGS).flatMap(([term, texts]) => texts.map((text) => [term, text] as const)))(
    '%s: %s → emergency',
    (_, text) => {
      expect(assessTriage(text).level).toBe('emergency');
    },
  );
  it.each(ABSENT)('said to be absent: %s → not an emergency', (text) => {
    expect(assessTriage(text).level).not.toBe('emergency');
  });
});
