import type { TranslationOf } from '../../messages.ts';
import type prescriptions from '../en/prescriptions.ts';

const hi = {
  'order.button': 'दवाइयाँ ऑर्डर करें',
  'order.label': '{name} की दवाइयाँ ऑर्डर करें',
  'order.nothing': 'इसकी कोई भी दवा अभी स्टॉक में नहीं है।',
} as const satisfies TranslationOf<typeof prescriptions>;

export default hi;
