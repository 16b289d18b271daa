import type { Catalogue } from '../../messages.ts';

/**
 * The doctor's e-prescription form while prescribing (issue 23, item 4): the draft's warnings, worded
 * from codes. Class names, 'and' and units come from drugInfo; effect and advice are the knowledge base's English.
 */
const prescribing = {
  'check.heading': 'Safety check of this prescription',
  'check.seriousHeading': 'Serious: please review before issuing',
  'check.checking': 'Checking the medicines…',
  'check.failed': 'The safety check could not run just now. You can still issue the prescription.',
  'check.footer': 'These are warnings, not rules: you decide. Nothing here changes a dose or stops you from issuing.',
  'check.reviewed': 'I have reviewed these warnings',
  'priority.serious': 'Serious',
  'priority.caution': 'Caution',
  'priority.note': 'Note',
  'action.avoid_combination': 'What to do: avoid this combination; choose an alternative, or follow the advice below if both are needed.',
  'action.review_combination': 'What to do: review the combination; adjust the dose or monitor as the advice says.',
  'action.monitor': 'What to do: usually fine together; monitor the patient.',
  'action.choose_one': 'What to do: the same medicine is on two lines; keep one.',
  'action.review_duplicate': 'What to do: this is likely the same treatment twice; keep one unless both are intended.',
  'action.review_dose': 'What to do: check the dose; lower the dose or the frequency, or confirm it is intended.',
  'draft.sameSalt': '{products} contain the same medicine: {salts}.',
  'draft.interaction': 'Interaction on this prescription: {a} with {b}.',
  'draft.sameClass': 'On this prescription, {salts} are {drugClass}.',
  'draft.overMax': '{salt} at the doses written adds up to {total} a day, over the adult maximum of {max}.',
  'draft.perLine': '{product}: {amount} a day',
  'patient.interaction': 'Interaction with the patient’s other medicines: {ordered} on this prescription with {existing}, from {origins}.',
  'patient.sameClass': '{ordered} on this prescription and {existing}, which the patient has from {origins}, are both {drugClass}.',
  'patient.fromPrescription': 'a prescription ({name})',
  'patient.fromOrder': 'an order of the last 90 days ({name})',
} as const satisfies Catalogue;

export default prescribing;

declare module '../../namespaces.ts' {
  interface Namespaces {
    prescribing: typeof prescribing;
  }
}
