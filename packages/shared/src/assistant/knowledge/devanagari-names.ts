/**
 * How the most asked-about salts and a few brands are written in Devanagari (issue 23 item 3), so
 * 'क्या मैं आइबुप्रोफेन और वारफेरिन साथ ले सकता हूँ' names both medicines. Spellings as Hindi
 * pharmacy pages and labels write them, with the common variants people type (ै/े, ी/ि, ॉ/ो);
 * a nukta is ignored by normalizeName, so 'ज़' and 'ज' need no second entry. Keyed by monograph or
 * profile id; drugs.ts and lookup.ts fail at load on an unknown id or a name claimed twice.
 */
export const DEVANAGARI_NAMES: Readonly<Record<string, readonly string[]>> = {
  // Pain and fever
  paracetamol: ['पैरासिटामोल', 'पेरासिटामोल', 'पैरासीटामोल', 'पैरासिटामॉल', 'क्रोसिन', 'डोलो', 'कैलपोल'],
  ibuprofen: ['आइबुप्रोफेन', 'इबुप्रोफेन', 'आईबुप्रोफेन', 'ब्रुफेन'],
  aspirin: ['एस्पिरिन', 'ऐस्पिरिन', 'इकोस्प्रिन', 'ईकोस्प्रिन'],
  diclofenac: ['डाइक्लोफेनाक', 'डिक्लोफेनाक', 'डाईक्लोफेनाक'],
  aceclofenac: ['एसिक्लोफेनाक', 'ऐसिक्लोफेनाक'],
  nimesulide: ['निमेसुलाइड', 'निमुसलाइड'],
  naproxen: ['नेप्रोक्सेन', 'नैप्रोक्सेन'],
  'mefenamic-acid': ['मेफेनामिक एसिड', 'मेफ़ेनामिक एसिड'],
  tramadol: ['ट्रामाडोल', 'ट्रामाडॉल'],
  etoricoxib: ['इटोरिकॉक्सिब', 'एटोरिकॉक्सिब', 'एटोरिकोक्सिब'],
  // Cold, cough and allergy
  cetirizine: ['सेटिरिज़िन', 'सेटीरिज़ीन', 'सिट्रीज़िन', 'सेट्रीजीन'],
  levocetirizine: ['लेवोसेटिरिज़िन', 'लिवोसेटिरिज़िन'],
  fexofenadine: ['फेक्सोफेनाडाइन', 'फेक्सोफेनाडीन'],
  loratadine: ['लोराटाडाइन', 'लोराटाडीन'],
  montelukast: ['मोंटेलुकास्ट', 'मॉन्टेलुकास्ट', 'मोन्टेलुकास्ट'],
  chlorpheniramine: ['क्लोरफेनिरामाइन', 'क्लोरफेनिरामिन'],
  phenylephrine: ['फिनाइलेफ्रिन', 'फेनिलेफ्रिन'],
  ambroxol: ['एम्ब्रोक्सोल', 'एम्ब्रोक्सॉल'],
  dextromethorphan: ['डेक्सट्रोमेथॉर्फन', 'डेक्स्ट्रोमेथोर्फन'],
  salbutamol: ['सालबुटामोल', 'सल्बुटामोल', 'साल्बुटामोल'],
  // Antibiotics and antifungals
  amoxicillin: ['एमोक्सिसिलिन', 'अमोक्सिसिलिन', 'एमॉक्सिसिलिन'],
  azithromycin: ['एज़िथ्रोमाइसिन', 'अज़िथ्रोमाइसिन', 'एज़िथ्रोमायसिन'],
  clarithromycin: ['क्लैरिथ्रोमाइसिन', 'क्लेरिथ्रोमाइसिन'],
  erythromycin: ['एरिथ्रोमाइसिन', 'इरिथ्रोमाइसिन'],
  ciprofloxacin: ['सिप्रोफ्लोक्सासिन', 'सिप्रोफ्लॉक्सासिन'],
  levofloxacin: ['लेवोफ्लोक्सासिन', 'लिवोफ्लॉक्सासिन'],
  ofloxacin: ['ओफ्लोक्सासिन', 'ओफ़्लॉक्सासिन'],
  cefixime: ['सेफिक्सिम', 'सेफ़िक्साइम', 'सेफिक्सीम'],
  doxycycline: ['डॉक्सीसाइक्लिन', 'डोक्सीसाइक्लिन'],
  metronidazole: ['मेट्रोनिडाज़ोल', 'मेट्रोनिडाजोल'],
  fluconazole: ['फ्लुकोनाज़ोल', 'फ्लूकोनाज़ोल'],
  'co-trimoxazole': ['कोट्रिमोक्साज़ोल', 'को-ट्राइमोक्साज़ोल'],
  rifampicin: ['रिफ़ैम्पिसिन', 'रिफैम्पिसिन', 'रिफाम्पिसिन'],
  // Heart and blood pressure
  warfarin: ['वारफेरिन', 'वारफरिन', 'वार्फरिन'],
  amlodipine: ['एम्लोडिपिन', 'अम्लोडिपिन', 'एम्लोडिपीन'],
  telmisartan: ['टेल्मिसार्टन', 'टेलमिसर्टन', 'टेल्मीसार्टन'],
  losartan: ['लोसार्टन', 'लोसर्टन'],
  atenolol: ['एटेनोलोल', 'एटीनोलोल'],
  metoprolol: ['मेटोप्रोलोल', 'मेटोप्रोलॉल'],
  atorvastatin: ['एटोरवास्टेटिन', 'एटोरवास्टैटिन', 'एटॉर्वास्टेटिन'],
  rosuvastatin: ['रोसुवास्टेटिन', 'रोसुवास्टैटिन'],
  simvastatin: ['सिम्वास्टेटिन', 'सिमवास्टेटिन'],
  clopidogrel: ['क्लोपिडोग्रेल', 'क्लोपीडोग्रेल'],
  digoxin: ['डिगॉक्सिन', 'डिगोक्सिन'],
  furosemide: ['फ़्यूरोसेमाइड', 'फ्यूरोसेमाइड', 'लासिक्स'],
  spironolactone: ['स्पिरोनोलैक्टोन', 'स्पाइरोनोलैक्टोन'],
  hydrochlorothiazide: ['हाइड्रोक्लोरोथियाज़ाइड', 'हाइड्रोक्लोरोथायज़ाइड'],
  // Diabetes and thyroid
  metformin: ['मेटफॉर्मिन', 'मेटफार्मिन', 'मेटफोर्मिन'],
  glimepiride: ['ग्लिमेपिराइड', 'ग्लीमेपिराइड'],
  sitagliptin: ['सिटाग्लिप्टिन', 'सीटाग्लिप्टिन'],
  levothyroxine: ['लेवोथायरोक्सिन', 'थायरोक्सिन', 'थाइरोक्सिन'],
  // Stomach
  pantoprazole: ['पैंटोप्राज़ोल', 'पेंटोप्राज़ोल', 'पैन्टोप्राज़ोल'],
  omeprazole: ['ओमेप्राज़ोल', 'ओमीप्राज़ोल'],
  rabeprazole: ['रैबेप्राज़ोल', 'रेबेप्राज़ोल'],
  ranitidine: ['रैनिटिडिन', 'रेनिटिडिन', 'रैनिटिडीन'],
  domperidone: ['डोमपेरिडोन', 'डॉमपेरिडोन'],
  ondansetron: ['ओन्डांसेट्रॉन', 'ऑनडेनसेट्रॉन', 'ओंडेनसेट्रोन'],
  // Nerves, mood and sleep
  pregabalin: ['प्रीगैबलिन', 'प्रेगाबालिन', 'प्रीगाबालिन'],
  gabapentin: ['गैबापेंटिन', 'गाबापेंटिन'],
  escitalopram: ['एस्सिटालोप्राम', 'एसिटालोप्राम', 'एस्किटालोप्राम'],
  sertraline: ['सर्ट्रालाइन', 'सेर्ट्रालाइन'],
  alprazolam: ['अल्प्राज़ोलम', 'एल्प्राज़ोलम'],
  clonazepam: ['क्लोनाज़ेपाम', 'क्लोनाजेपम'],
  diazepam: ['डायज़ेपाम', 'डाइजेपाम'],
  lithium: ['लिथियम'],
  phenytoin: ['फ़ेनिटोइन', 'फेनीटोइन'],
  carbamazepine: ['कार्बामाज़ेपिन', 'कार्बामेज़ेपीन'],
  // Others
  prednisolone: ['प्रेडनिसोलोन', 'प्रेडनीसोलोन'],
  methotrexate: ['मेथोट्रेक्सेट', 'मिथोट्रेक्सेट'],
  hydroxychloroquine: ['हाइड्रॉक्सीक्लोरोक्वीन', 'हाइड्रोक्सीक्लोरोक्विन'],
  theophylline: ['थियोफ़िलाइन', 'थियोफिलिन'],
  sildenafil: ['सिल्डेनाफिल', 'वियाग्रा'],
  tadalafil: ['टाडालाफिल', 'तडालाफिल'],
  colchicine: ['कोल्चिसिन', 'कोल्चीसीन'],
  allopurinol: ['एलोप्यूरिनोल', 'एलोप्यूरीनॉल'],
  caffeine: ['कैफीन', 'कैफ़ीन'],
  // Vitamins and minerals
  'folic-acid': ['फोलिक एसिड', 'फ़ोलिक एसिड'],
  'vitamin-d': ['विटामिन डी', 'विटामिन डी3'],
  'vitamin-b12': ['विटामिन बी12', 'विटामिन बी 12'],
  'vitamin-c': ['विटामिन सी'],
  calcium: ['कैल्शियम', 'कैल्सियम'],
  iron: ['आयरन'],
  zinc: ['ज़िंक', 'जिंक'],
};

export const DEVANAGARI_IDS: readonly string[] = Object.keys(DEVANAGARI_NAMES);

/** The Devanagari names of a medicine; empty when it has none. */
export function devanagariNamesOf(id: string): readonly string[] {
  return DEVANAGARI_NAMES[id] ?? [];
}
