import type { TranslationOf } from '../../messages.ts';
import type cart from '../en/cart.ts';

const hi = {
  title: 'शॉपिंग कार्ट',
  empty: 'आपका कार्ट खाली है',
  'empty.text': 'हमारी दवाइयाँ और हेल्थ प्रोडक्ट देखें और जो चाहिए वह जोड़ें।',
  continue: 'खरीदारी जारी रखें',
  'meta.items': { one: 'आपका कार्ट: {count} आइटम।', other: 'आपका कार्ट: {count} आइटम।' },
  'clear.button': 'कार्ट खाली करें',
  'clear.title': 'कार्ट खाली करें',
  'clear.question': { one: 'कार्ट से सभी {count} आइटम हटाएँ?', other: 'कार्ट से सभी {count} आइटम हटाएँ?' },
  'clear.keep': 'आइटम रखें',
  'clear.confirm': 'हाँ, कार्ट खाली करें',
  'clear.done': 'आपका कार्ट खाली कर दिया गया।',
  'clear.undo': 'वापस लाएँ',
  problems: 'कुछ आइटम इस रूप में ऑर्डर नहीं हो सकते। आगे बढ़ने के लिए उन्हें बदलें या हटाएँ।',
  'rx.notice':
    'आपके कार्ट में ऐसी दवाइयाँ हैं जिनके लिए पर्चा ज़रूरी है। हम अभी ऑनलाइन पर्चा नहीं ले सकते, इसलिए ये आइटम अभी यहाँ से ऑर्डर नहीं हो सकते: चेकआउट के लिए इन्हें हटाएँ, या ऑर्डर के लिए हमें कॉल करें।',
  'rx.blocked': 'पर्चे वाली दवाइयाँ अभी ऑनलाइन ऑर्डर नहीं हो सकतीं।',
  'items.label': 'आपके कार्ट के आइटम',
  summary: 'ऑर्डर सारांश',
  'totals.failed': 'कुल राशि का हिसाब नहीं हो सका।',
  checkout: 'चेकआउट करें',
  'promo.removed': '{code} हटा दिया गया: {reason}',
  subtotal: { one: 'उप-योग ({count} आइटम)', other: 'उप-योग ({count} आइटम)' },
  discount: 'छूट ({code})',
  delivery: 'डिलीवरी',
  free: 'मुफ़्त',
  total: 'कुल',
  freeAbove: '{amount} से ऊपर के ऑर्डर पर डिलीवरी मुफ़्त।',
  calculating: 'कुल राशि निकाली जा रही है...',
  'line.priceChanged': 'कीमत {from} से {to} हो गई',
  'line.limit': 'सीमा: हर ऑर्डर में {max}।',
  'line.item': 'आइटम',
  'line.rx': 'पर्चा ज़रूरी',
  'line.decrease': '{name} की मात्रा घटाएँ',
  'line.increase': '{name} की मात्रा बढ़ाएँ',
  'line.quantity': '{name} की मात्रा',
  'line.remove': 'हटाएँ',
  'line.removeNamed': '{name} हटाएँ',
} as const satisfies TranslationOf<typeof cart>;

export default hi;
