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

/** The emergency answer for a fired rule's category. */
export function emergencyAdvice(category: TriageCategory): string {
  const extra = EXTRA[category];
  return extra ? `${EMERGENCY_ADVICE} ${extra}` : EMERGENCY_ADVICE;
}
