import type { TranslationOf } from '../../messages.ts';
import type payments from '../en/payments.ts';

const hi = {
  'meta.description': 'Dawa पर आपके भुगतान का नतीजा।',
  'meta.verifying': 'भुगतान की जाँच',
  'meta.verifyingDescription': 'PhonePe से आपके भुगतान की जाँच की जा रही है।',
  verifying: 'भुगतान की जाँच हो रही है...',
  success: 'भुगतान सफल रहा!',
  failed: 'भुगतान विफल रहा',
  failedFallback: 'आपका भुगतान पूरा नहीं हो सका।',
  pending: 'भुगतान बाकी है',
  pendingNote: 'आपका भुगतान प्रक्रिया में है। हम जल्द ही आपको सूचित करेंगे।',
  invalidReference: 'भुगतान का रेफ़रेंस सही नहीं है',
  verificationFailed: 'भुगतान की पुष्टि नहीं हो सकी',
  verifyError: 'भुगतान की स्थिति नहीं जाँची जा सकी',
  paidOrder: 'ऑर्डर #{number} का भुगतान हो गया है।',
  amount: 'राशि',
  transactionId: 'ट्रांज़ैक्शन ID',
  status: 'स्थिति',
  confirmed: 'पक्का',
  tryAgain: 'फिर से कोशिश करें',
  viewOrder: 'ऑर्डर देखें',
  viewOrders: 'ऑर्डर देखें',
  backToCart: 'कार्ट पर वापस जाएँ',
  home: 'होम पर जाएँ',
} as const satisfies TranslationOf<typeof payments>;

export default hi;
