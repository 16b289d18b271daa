import type { TranslationOf } from '../../messages.ts';
import type ui from '../en/ui.ts';

const hi = {
  'dialog.close': 'बंद करें',
  'dialog.cancel': 'रद्द करें',
  'pagination.label': 'पेज',
  'pagination.previous': 'पिछला',
  'pagination.next': 'अगला',
  'pagination.page': 'पेज {page}',
  'pager.pageOf': '{pageCount} में से पेज {page}',
  'list.tryAgain': 'फिर से कोशिश करें',
  'error.tryAgain': 'फिर से कोशिश करें',
  'notFound.title': 'पेज नहीं मिला',
  'notFound.description': 'आप जो पेज ढूँढ रहे थे, वह Dawa पर मौजूद नहीं है।',
  'notFound.code': 'त्रुटि 404',
  'notFound.text': 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
  'notFound.home': 'होम पर जाएँ',
  'routeError.title': 'कुछ गड़बड़ हो गई',
  'routeError.description': 'यह पेज दिखाया नहीं जा सका।',
  'routeError.stale': 'Dawa का नया वर्शन उपलब्ध है। आगे बढ़ने के लिए पेज दोबारा लोड करें।',
  'routeError.text': 'यह पेज दिखाया नहीं जा सका। कृपया फिर से कोशिश करें।',
  'routeError.reload': 'पेज दोबारा लोड करें',
  'field.passwordPolicy': 'पासवर्ड कम से कम 8 अक्षरों का हो और उसमें बड़ा अक्षर, छोटा अक्षर, अंक और विशेष चिह्न हो।',
  'field.passwordsMismatch': 'पासवर्ड मेल नहीं खाते।',
  'field.emailInvalid': 'कृपया सही ईमेल पता डालें',
  'field.passwordRequired': 'पासवर्ड ज़रूरी है',
  'field.phoneDigits': 'फ़ोन नंबर 6 से 15 अंकों का होना चाहिए',
  'field.otp': '6 अंकों का कोड डालें',
  'field.dob': 'जन्म तिथि सही तारीख होनी चाहिए (yyyy-mm-dd)',
  'field.country': 'सूची में से देश चुनें',
  'field.deletePhrase': 'पुष्टि के लिए "DELETE MY ACCOUNT" टाइप करें',
} as const satisfies TranslationOf<typeof ui>;

export default hi;
