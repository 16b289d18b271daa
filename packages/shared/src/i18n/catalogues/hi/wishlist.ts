import type { TranslationOf } from '../../messages.ts';
import type wishlist from '../en/wishlist.ts';

const hi = {
  'page.title': 'मेरी विशलिस्ट',
  'empty.title': 'आपकी विशलिस्ट खाली है',
  'empty.text': 'किसी भी प्रोडक्ट पर दिल का निशान दबाएँ और उसे बाद के लिए यहाँ सेव करें।',
  'empty.continue': 'खरीदारी जारी रखें',
  'page.count': { one: '{count} सेव किया प्रोडक्ट', other: '{count} सेव किए प्रोडक्ट' },
  'page.description': { one: '{count} सेव किया प्रोडक्ट।', other: '{count} सेव किए प्रोडक्ट।' },
  'item.remove': 'हटाएँ',
  'item.removeNamed': '{name} हटाएँ',
} as const satisfies TranslationOf<typeof wishlist>;

export default hi;
