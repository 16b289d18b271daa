import type { TranslationOf } from '../../messages.ts';
import type prescribing from '../en/prescribing.ts';

const hi = {
  'check.heading': 'इस पर्चे की सुरक्षा जाँच',
  'check.seriousHeading': 'गंभीर: पर्चा जारी करने से पहले कृपया देखें',
  'check.checking': 'दवाओं की जाँच हो रही है…',
  'check.failed': 'सुरक्षा जाँच अभी नहीं हो सकी। आप फिर भी पर्चा जारी कर सकते हैं।',
  'check.footer': 'ये चेतावनियाँ हैं, नियम नहीं: निर्णय आपका है। इससे न कोई खुराक बदलती है, न पर्चा जारी करना रुकता है।',
  'check.reviewed': 'मैंने ये चेतावनियाँ देख ली हैं',
  'priority.serious': 'गंभीर',
  'priority.caution': 'सावधानी',
  'priority.note': 'सूचना',
  'action.avoid_combination': 'क्या करें: इन्हें साथ न दें; कोई दूसरी दवा चुनें, या दोनों ज़रूरी हों तो नीचे दी गई सलाह मानें।',
  'action.review_combination': 'क्या करें: इस जोड़ी को फिर से देखें; सलाह के अनुसार खुराक बदलें या मरीज़ पर नज़र रखें।',
  'action.monitor': 'क्या करें: आम तौर पर साथ ठीक हैं; मरीज़ पर नज़र रखें।',
  'action.choose_one': 'क्या करें: एक ही दवा दो पंक्तियों में है; एक रखें।',
  'action.review_duplicate': 'क्या करें: यह शायद एक ही इलाज दो बार है; जब तक दोनों जान-बूझकर न हों, एक रखें।',
  'action.review_dose': 'क्या करें: खुराक जाँचें; खुराक या बारंबारता कम करें, या पुष्टि करें कि यही इरादा है।',
  'draft.sameSalt': '{products} में एक ही दवा है: {salts}।',
  'draft.interaction': 'इस पर्चे में पारस्परिक प्रभाव: {a} के साथ {b}।',
  'draft.sameClass': 'इस पर्चे में {salts} {drugClass} हैं।',
  'draft.overMax': 'लिखी गई खुराक पर {salt} दिन में {total} हो जाता है, जो वयस्कों की अधिकतम सीमा {max} से ज़्यादा है।',
  'draft.perLine': '{product}: दिन में {amount}',
  'patient.interaction': 'मरीज़ की दूसरी दवाओं के साथ पारस्परिक प्रभाव: इस पर्चे की {ordered} के साथ {existing}, {origins} से।',
  'patient.sameClass': 'इस पर्चे की {ordered} और {existing}, जो मरीज़ के पास {origins} से है, दोनों {drugClass} हैं।',
  'patient.fromPrescription': 'एक पर्चे ({name})',
  'patient.fromOrder': 'पिछले 90 दिनों के एक ऑर्डर ({name})',
} as const satisfies TranslationOf<typeof prescribing>;

export default hi;
