import type { Catalogue } from '../../messages.ts';

/** The drug knowledge base's screens: the product page's drug information and the cart safety check (decision 036). */
const drugInfo = {
  'info.heading': 'Drug information',
  'info.intro':
    "About the medicine in this product, written by Dawa from the sources listed. It is general information, not medical advice: follow your doctor's and the label's instructions.",
  'info.contentLanguage': 'The medicine information below is in English for now.',
  'info.uses': 'Uses',
  'info.howToTake': 'How to take it',
  'info.usualDose': 'Usual adult dose',
  'info.maxDose': 'Maximum in 24 hours',
  'info.sideEffects': 'Common side effects',
  'info.seekHelp': 'Get medical help at once for',
  'info.warnings': 'Warnings',
  'info.pregnancy': 'Pregnancy and breastfeeding',
  'info.alcohol': 'Alcohol',
  'info.driving': 'Driving',
  'info.interactions': 'Interactions',
  'info.storage': 'Storage',
  'info.sources': 'Sources',
  'info.reviewed': 'Last reviewed {date}.',
  'info.prescription': 'Sold on prescription',
  'safety.heading': 'Medicine safety check',
  'safety.footer':
    'These warnings are for your information: you can still place your order. Please ask a pharmacist or doctor before taking these medicines together.',
  'safety.sameSalt': '{products} contain the same medicine: {salts}. Taking them together adds up the dose.',
  'safety.sameClass': '{salts} are {drugClass}: taking more than one of them is usually the same treatment twice.',
  'safety.class.nsaid': 'pain relievers of the NSAID group',
  'safety.class.ppi': 'acid reducers of the PPI group',
  'safety.class.statin': 'cholesterol medicines of the statin group',
  'safety.class.ssri': 'antidepressants of the SSRI group',
  'safety.class.ace-inhibitor': 'blood pressure medicines of the ACE-inhibitor group',
  'safety.class.arb': 'blood pressure medicines of the sartan (ARB) group',
  'safety.class.beta-blocker': 'medicines of the beta-blocker group',
  'safety.class.calcium-channel-blocker': 'medicines of the calcium-channel-blocker group',
  'safety.class.benzodiazepine': 'sedatives of the benzodiazepine group',
  'safety.class.opioid': 'opioid pain relievers',
  'safety.class.anticoagulant': 'blood thinners (anticoagulants)',
  'safety.class.fluoroquinolone': 'antibiotics of the fluoroquinolone group',
  'safety.class.macrolide': 'antibiotics of the macrolide group',
  'safety.interaction': '{severity} interaction between {a} and {b}.',
  'safety.saltInProducts': '{salt} ({products})',
  'safety.severity.severe': 'Serious',
  'safety.severity.moderate': 'Moderate',
  'safety.severity.minor': 'Minor',
  'safety.overMax':
    'Too much {salt} in a day: taken as their labels allow, these products add up to {total} a day, over the adult maximum of {max}.',
  'safety.perProduct': '{product}: {amount} a day',
  'safety.source': 'Source: {title}',
  'safety.and': 'and',
  'safety.contentLanguage': 'What each interaction does and what to do about it are in English for now.',
  'history.heading': 'Your other medicines',
  'history.interaction': '{severity} interaction between {ordered} in this order and {existing}, which you have from {origins}.',
  'history.sameClass': '{ordered} in this order and {existing}, which you have from {origins}, are both {drugClass}.',
  'history.interactionRx': '{severity} interaction between {ordered} on this prescription and {existing}, which you have from {origins}.',
  'history.sameClassRx': '{ordered} on this prescription and {existing}, which you have from {origins}, are both {drugClass}.',
  'history.fromPrescription': 'a prescription ({name})',
  'history.fromOrder': 'a recent order ({name})',
  'history.footer': 'This is for your information. Please ask your doctor or pharmacist before taking these medicines together.',
  'unit.mg': '{amount} mg',
  'unit.g': '{amount} g',
} as const satisfies Catalogue;

export default drugInfo;

declare module '../../namespaces.ts' {
  interface Namespaces {
    drugInfo: typeof drugInfo;
  }
}
