import type { UiLanguage } from '../../i18n/languages.ts';
import type { TriageCategory } from './rules.ts';

/**
 * What the assistant says when a red flag fires, instead of any other answer: call 108 (ambulance)
 * or 112 (all emergencies), go to the nearest emergency department, and nothing to buy.
 */
export const EMERGENCY_ADVICE =
  'Please seek immediate medical attention. This may be a medical emergency: call 108 (ambulance) or 112 (emergency) now, ' +
  'or go to the nearest emergency department. Do not wait for an online answer and do not take any medicine on the advice of this chat.';

// One more sentence where the situation needs something particular.
const EXTRA: Partial<Record<TriageCategory, string>> = {
  self_harm:
    'You are not alone, and help is available right now: call Tele-MANAS on 14416 (free, 24x7) or 112, and stay with someone you trust.',
  poisoning: 'Keep the medicine strip, bottle or container to show the doctor, and do not try to make the person vomit.',
  infant_fever: 'A baby under 3 months with a fever must be seen by a doctor straight away, even if the baby seems well.',
  pregnancy: 'Bleeding or severe pain in pregnancy needs to be checked in hospital now.',
  stroke: 'Note the time the signs started: treatment for a stroke works best in the first hours.',
  anaphylaxis: 'If the person has an adrenaline auto-injector, use it now.',
  cardiac: 'Stop any activity, sit down and keep still while help comes.',
};

/**
 * The same advice in Hindi, for a person who writes in Hindi or chose हिन्दी (decision 040). Kept here
 * beside the English rather than in a lazily loaded catalogue: the server's chat and the browser's
 * intake both need it at once, and an emergency answer must never wait for a download.
 */
export const EMERGENCY_ADVICE_HI =
  'कृपया तुरंत डॉक्टरी मदद लें। यह मेडिकल इमरजेंसी हो सकती है: अभी 108 (एम्बुलेंस) या 112 (इमरजेंसी) पर कॉल करें, ' +
  'या सबसे नज़दीकी इमरजेंसी विभाग में जाएँ। ऑनलाइन जवाब का इंतज़ार न करें और इस चैट की सलाह पर कोई दवा न लें।';

const EXTRA_HI: Partial<Record<TriageCategory, string>> = {
  self_harm: 'आप अकेले नहीं हैं, मदद अभी उपलब्ध है: Tele-MANAS को 14416 (मुफ़्त, 24x7) या 112 पर कॉल करें, और किसी भरोसेमंद व्यक्ति के साथ रहें।',
  poisoning: 'दवा की स्ट्रिप, बोतल या डिब्बा डॉक्टर को दिखाने के लिए संभालकर रखें, और व्यक्ति को उल्टी कराने की कोशिश न करें।',
  infant_fever: '3 महीने से छोटे बच्चे को बुखार हो तो डॉक्टर को तुरंत दिखाएँ, चाहे बच्चा ठीक लग रहा हो।',
  pregnancy: 'गर्भावस्था में खून आना या तेज़ दर्द होना अस्पताल में अभी जाँच करवाने की बात है।',
  stroke: 'लक्षण शुरू होने का समय नोट करें: स्ट्रोक का इलाज पहले कुछ घंटों में सबसे अच्छा काम करता है।',
  anaphylaxis: 'अगर व्यक्ति के पास एड्रेनालिन ऑटो-इंजेक्टर है, तो उसे अभी इस्तेमाल करें।',
  cardiac: 'कोई भी काम रोक दें, बैठ जाएँ और मदद आने तक स्थिर रहें।',
};

/** The emergency answer for a fired rule's category, in English or Hindi. */
export function emergencyAdvice(category: TriageCategory, language: UiLanguage = 'en'): string {
  const [advice, extras] = language === 'hi' ? [EMERGENCY_ADVICE_HI, EXTRA_HI] : [EMERGENCY_ADVICE, EXTRA];
  const extra = extras[category];
  return extra ? `${advice} ${extra}` : advice;
}

const DEVANAGARI = /[\u0900-\u097F]/;

/** The language to answer a message in: Hindi when it is written in Devanagari or the person chose हिन्दी. */
export function replyLanguage(message: string, chosen: UiLanguage | undefined): UiLanguage {
  return chosen === 'hi' || DEVANAGARI.test(message) ? 'hi' : 'en';
}
