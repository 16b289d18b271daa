import type { TranslationOf } from '../../messages.ts';
import type drugInfo from '../en/drugInfo.ts';

const hi = {
  'info.heading': 'दवा की जानकारी',
  'info.intro':
    'इस उत्पाद की दवा के बारे में जानकारी, जिसे Dawa ने नीचे दिए गए स्रोतों से लिखा है। यह सामान्य जानकारी है, चिकित्सा सलाह नहीं: अपने डॉक्टर और लेबल के निर्देशों का पालन करें।',
  'info.contentLanguage': 'नीचे दी गई दवा की जानकारी अभी केवल अंग्रेज़ी में है।',
  'info.uses': 'उपयोग',
  'info.howToTake': 'कैसे लें',
  'info.usualDose': 'वयस्कों की सामान्य खुराक',
  'info.maxDose': '24 घंटे में अधिकतम',
  'info.sideEffects': 'आम दुष्प्रभाव',
  'info.seekHelp': 'इनमें तुरंत डॉक्टर की मदद लें',
  'info.warnings': 'चेतावनियाँ',
  'info.pregnancy': 'गर्भावस्था और स्तनपान',
  'info.alcohol': 'शराब',
  'info.driving': 'गाड़ी चलाना',
  'info.interactions': 'दूसरी दवाओं के साथ असर',
  'info.storage': 'रखने का तरीका',
  'info.sources': 'स्रोत',
  'info.reviewed': 'अंतिम समीक्षा {date}।',
  'info.prescription': 'डॉक्टर के पर्चे पर मिलती है',
  'safety.heading': 'दवा सुरक्षा जाँच',
  'safety.footer': 'ये चेतावनियाँ आपकी जानकारी के लिए हैं: आप फिर भी ऑर्डर कर सकते हैं। इन दवाओं को साथ लेने से पहले कृपया फ़ार्मासिस्ट या डॉक्टर से पूछें।',
  'safety.sameSalt': '{products} में एक ही दवा है: {salts}। इन्हें साथ लेने से खुराक बढ़ जाती है।',
  'safety.interaction': '{a} और {b} के बीच {severity} पारस्परिक प्रभाव।',
  'safety.saltInProducts': '{salt} ({products})',
  'safety.severity.severe': 'गंभीर',
  'safety.severity.moderate': 'मध्यम',
  'safety.severity.minor': 'मामूली',
  'safety.overMax':
    'एक दिन में बहुत ज़्यादा {salt}: लेबल के अनुसार लेने पर ये उत्पाद मिलकर दिन में {total} हो जाते हैं, जो वयस्कों की अधिकतम सीमा {max} से ज़्यादा है।',
  'safety.perProduct': '{product}: दिन में {amount}',
  'safety.source': 'स्रोत: {title}',
  'safety.and': 'और',
  'safety.contentLanguage': 'हर पारस्परिक प्रभाव का असर और उसके लिए क्या करें, यह जानकारी अभी अंग्रेज़ी में है।',
  'unit.mg': '{amount} mg',
  'unit.g': '{amount} g',
} as const satisfies TranslationOf<typeof drugInfo>;

export default hi;
