import type { TranslationOf } from '../../messages.ts';
import type home from '../en/home.ts';

const hi = {
  'meta.description': 'Dawa भारत की ऑनलाइन फ़ार्मेसी है: असली दवाइयाँ, विटामिन और हेल्थ प्रोडक्ट, रुपये में कीमतें और घर तक डिलीवरी।',
  'hero.kicker': 'ऑनलाइन फ़ार्मेसी · पूरे भारत में डिलीवरी',
  'hero.title': 'असली दवाइयाँ, आपके दरवाज़े तक',
  'hero.subtitle': 'पर्चे वाली और बिना पर्चे की दवाइयाँ, विटामिन और ज़रूरी हेल्थ प्रोडक्ट सही दाम पर ऑर्डर करें, हर प्रोडक्ट की साफ़ जानकारी के साथ।',
  'hero.shop': 'श्रेणी के अनुसार खरीदें',
  'hero.ask': 'AI सहायक से पूछें',
  'categories.heading': 'श्रेणी के अनुसार खरीदें',
  'categories.loading': 'श्रेणियाँ लोड हो रही हैं...',
  'categories.failed': 'श्रेणियाँ लोड नहीं हो सकीं। कृपया पेज रीफ़्रेश करें।',
  'featured.heading': 'ख़ास प्रोडक्ट',
  'featured.viewAll': 'सभी देखें',
  'ai.heading': 'समझदार हेल्थ केयर',
  'ai.profileTitle': 'आपके लिए सुझाव',
  'ai.profileText': 'अपनी हेल्थ प्रोफ़ाइल अपडेट रखें और अपनी बीमारियों और दवाइयों के हिसाब से सुझाव पाएँ।',
  'ai.profileCta': 'अपनी प्रोफ़ाइल बनाएँ',
  'ai.checkerTitle': 'AI लक्षण जाँच',
  'ai.checkerText': 'बताइए आप कैसा महसूस कर रहे हैं और आगे क्या करें इस पर सामान्य सलाह पाएँ। सिर्फ़ जानकारी के लिए, यह डॉक्टरी निदान नहीं है।',
  'ai.checkerCta': 'AI सहायक खोलें',
  'why.heading': 'Dawa ही क्यों',
  'why.genuineTitle': '100% असली दवाइयाँ',
  'why.genuineText': 'सिर्फ़ निर्माताओं और अधिकृत वितरकों से ली गई।',
  'why.rxTitle': 'पर्चे का पूरा पालन',
  'why.rxText': 'पर्चे वाली दवाइयाँ सिर्फ़ वैध पर्चे पर ही दी जाती हैं।',
  'why.deliveryTitle': 'तेज़ डिलीवरी',
  'why.deliveryText': 'ज़्यादातर ऑर्डर 2-3 कामकाजी दिनों में पहुँचते हैं, {amount} से ऊपर डिलीवरी मुफ़्त।',
  'why.helpTitle': 'ज़रूरत पर मदद',
  'why.helpText': 'ऑर्डर से जुड़े किसी भी सवाल के लिए हमारी सपोर्ट टीम को कॉल या ई-मेल करें।',
  'register.heading': 'Dawa पर नए हैं?',
  'register.text': 'ऑर्डर ट्रैक करने, पर्चे सँभालकर रखने और डॉक्टर बुक करने के लिए मुफ़्त खाता बनाएँ।',
  'register.cta': 'खाता बनाएँ',
} as const satisfies TranslationOf<typeof home>;

export default hi;
