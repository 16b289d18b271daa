import type { TranslationOf } from '../../messages.ts';
import type invoice from '../en/invoice.ts';

const hi = {
  subtitle: 'दवाओं की बिक्री का कैश / क्रेडिट मेमो',
  demoSeller: 'डेमो स्टोर: विक्रेता की जानकारी काल्पनिक है, यह मान्य कर बीजक नहीं है (असली बीजक के लिए SELLER_* सेट करें)।',
  drugLicences: 'ड्रग लाइसेंस नं.',
  invoiceNumber: 'बीजक नं.',
  invoiceDate: 'बीजक की तारीख',
  order: 'ऑर्डर',
  orderDate: 'ऑर्डर की तारीख',
  payment: 'भुगतान',
  transaction: 'ट्रांज़ैक्शन',
  placeOfSupply: 'आपूर्ति का स्थान',
  placeAssumed: '(पते में राज्य नहीं: विक्रेता का राज्य)',
  billTo: 'बिल और डिलीवरी का पता',
  buyerGstin: 'ग्राहक का GSTIN',
  phone: 'फ़ोन',
  email: 'ईमेल',
  'column.item': 'आइटम',
  'column.batch': 'बैच / एक्सपायरी',
  'column.qty': 'मात्रा',
  'column.rate': 'दर',
  'column.taxable': 'कर योग्य',
  'column.amount': 'राशि',
  noBatch: 'दर्ज नहीं',
  delivery: 'डिलीवरी शुल्क',
  discount: 'छूट, सभी आइटम में बाँटी गई',
  discountCode: 'छूट ({code}), सभी आइटम में बाँटी गई',
  'totals.taxable': 'कर योग्य मूल्य',
  'totals.total': 'कुल (GST सहित)',
  inWords: 'राशि शब्दों में',
  pricesInclusive: 'कीमतों में GST शामिल है। कर योग्य मूल्य = कीमत × 100 / (100 + GST दर), पैसे तक पूर्णांकित।',
  reverseCharge: 'रिवर्स चार्ज पर देय कर: नहीं।',
  pharmacist: 'रजिस्टर्ड फ़ार्मासिस्ट की देखरेख में दिया गया।',
  computerGenerated: 'यह कंप्यूटर से बना बीजक है, इस पर हस्ताक्षर की ज़रूरत नहीं है।',
} as const satisfies TranslationOf<typeof invoice>;

export default hi;
