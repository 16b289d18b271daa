import type { TranslationOf } from '../../messages.ts';
import type auth from '../en/auth.ts';

const hi = {
  'login.title': 'लॉगिन',
  'login.description': 'अपने ऑर्डर, पर्चे और सेटिंग्स देखने के लिए अपने Dawa खाते में लॉगिन करें।',
  'login.subtitle': 'Dawa में फिर से स्वागत है।',
  'login.failed': 'लॉगिन नहीं हो सका',
  'login.email': 'ईमेल',
  'login.password': 'पासवर्ड',
  'login.verify': 'मेरा ईमेल सत्यापित करें',
  'login.submit': 'लॉगिन',
  'login.busy': 'लॉगिन हो रहा है...',
  'login.forgot': 'पासवर्ड भूल गए?',
  'login.new': 'Dawa पर नए हैं?',
  'login.register': 'रजिस्टर करें',
  'loggedIn.title': 'आप लॉगिन हैं',
  'loggedIn.description': 'आप पहले से Dawa में लॉगिन हैं।',
  'loggedIn.account': 'मेरा खाता',
  'loggedIn.logout': 'लॉगआउट',
  'register.title': 'खाता बनाएँ',
  'register.description': 'दवाइयाँ ऑर्डर करने, पर्चे सँभालकर रखने और डॉक्टर बुक करने के लिए Dawa खाता बनाएँ।',
  'register.subtitle': 'बस एक मिनट लगेगा। पता सत्यापित करने के लिए हम आपको ईमेल पर एक कोड भेजेंगे।',
  'register.firstName': 'पहला नाम',
  'register.lastName': 'उपनाम',
  'register.email': 'ईमेल',
  'register.phone': 'फ़ोन (वैकल्पिक)',
  'register.countryCode': 'देश कोड',
  'register.phoneNumber': 'फ़ोन नंबर',
  'register.failed': 'रजिस्ट्रेशन नहीं हो सका',
  'register.submit': 'खाता बनाएँ',
  'register.busy': 'खाता बनाया जा रहा है...',
  'register.haveAccount': 'पहले से खाता है?',
  'register.login': 'लॉगिन',
  'password.label': 'पासवर्ड',
  'password.confirm': 'पासवर्ड की पुष्टि करें',
} as const satisfies TranslationOf<typeof auth>;

export default hi;
