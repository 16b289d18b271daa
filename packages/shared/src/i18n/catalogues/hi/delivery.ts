import type { TranslationOf } from '../../messages.ts';
import type delivery from '../en/delivery.ts';

const hi = {
  pinLabel: 'डिलीवरी का पिन कोड',
  check: 'जाँचें',
  checking: 'जाँच हो रही है...',
  failed: 'यह पिन कोड जाँचा नहीं जा सका। कृपया फिर से कोशिश करें।',
  invalidPin: 'कृपया सही 6 अंकों का पिन कोड डालें',
  estimateFor: '{pin} पर डिलीवरी: {estimate}',
  deliveryIn: '{days} में डिलीवरी',
  notServiceable: 'हम अभी इस पिन कोड पर डिलीवरी नहीं करते',
  businessDays: { one: '{count} कामकाजी दिन', other: '{count} कामकाजी दिन' },
  businessDaysRange: '{min}-{max} कामकाजी दिन',
  'zone.metro': 'मेट्रो शहर',
  'zone.tier2': 'दूसरे बड़े शहर',
  'zone.rest': 'बाकी भारत',
  zoneLine: '{zone}: {days}',
} as const satisfies TranslationOf<typeof delivery>;

export default hi;
