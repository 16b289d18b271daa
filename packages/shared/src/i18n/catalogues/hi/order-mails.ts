import type { TranslationOf } from '../../messages.ts';
import type orderMails from '../en/order-mails.ts';

const hi = {
  hello: 'नमस्ते {name},',
  helloAnon: 'नमस्ते,',
  footer: "आपको यह मेल इसलिए मिला क्योंकि आपने Dawa पर ऑर्डर किया। ये मेल सेटिंग्स में 'Order Updates' से बंद कर सकते हैं।",
  'action.order': 'अपना ऑर्डर देखें',
  'action.track': 'अपना ऑर्डर ट्रैक करें',
  'action.delivery': 'डिलीवरी देखें',
  'placed.subject': 'हमें आपका ऑर्डर #{number} मिल गया है',
  'placed.cod': 'धन्यवाद! {amount} का आपका ऑर्डर #{number} पक्का हो गया है। कृपया डिलीवरी के समय नकद भुगतान करें।',
  'placed.online': 'धन्यवाद! {amount} का आपका ऑर्डर #{number} हो गया है और आपके भुगतान का इंतज़ार है।',
  'payment_received.subject': 'ऑर्डर #{number} का भुगतान मिल गया',
  'payment_received.line': 'ऑर्डर #{number} के लिए आपका {amount} का भुगतान मिल गया। आपका ऑर्डर पक्का हो गया है और तैयार किया जा रहा है।',
  'payment_received.invoice': 'आपका टैक्स इनवॉइस आपके ऑर्डर से डाउनलोड किया जा सकता है।',
  'cancelled.subject': 'ऑर्डर #{number} रद्द कर दिया गया है',
  'cancelled.line': 'आपका ऑर्डर #{number} रद्द कर दिया गया है। अगर आपने भुगतान किया था, तो पैसा आपको वापस मिलेगा; रिफ़ंड होने पर हम फिर से लिखेंगे।',
  'refunded.subject': 'ऑर्डर #{number} का रिफ़ंड हो गया है',
  'refunded.line': 'आपके ऑर्डर #{number} का {amount} का भुगतान वापस कर दिया गया है। यह 5-7 कामकाजी दिनों में आप तक पहुँचेगा।',
  'shipped.subject': 'ऑर्डर #{number} भेज दिया गया है',
  'shipped.line': 'आपका ऑर्डर #{number} {courier} से भेज दिया गया है।',
  'shipped.ourCourier': 'हमारे कूरियर',
  'shipped.tracking': 'ट्रैकिंग नंबर: {trackingNumber}',
  'out_for_delivery.subject': 'ऑर्डर #{number} डिलीवरी के लिए निकल चुका है',
  'out_for_delivery.line': 'आपका ऑर्डर #{number} डिलीवरी के लिए निकल चुका है और आज आप तक पहुँच जाना चाहिए।',
  'delivered.subject': 'ऑर्डर #{number} डिलीवर हो गया है',
  'delivered.line': 'आपका ऑर्डर #{number} डिलीवर हो गया है। आशा है आप जल्द ठीक हो जाएँगे।',
  'prescription_approved.subject': 'ऑर्डर #{number}: आपका पर्चा मंज़ूर हो गया है',
  'prescription_approved.line': 'हमारे फ़ार्मासिस्ट ने आपके ऑर्डर #{number} का पर्चा मंज़ूर कर दिया है। आपका ऑर्डर पक्का हो गया है और तैयार किया जा रहा है।',
  'prescription_rejected.subject': 'ऑर्डर #{number}: आपका पर्चा मंज़ूर नहीं हो सका',
  'prescription_rejected.intro': 'हमारे फ़ार्मासिस्ट आपके ऑर्डर #{number} का पर्चा मंज़ूर नहीं कर सके, इसलिए ऑर्डर रद्द कर दिया गया है:',
  'prescription_rejected.outro':
    'आपने जो भी भुगतान किया वह वापस किया जाता है और 5-7 कामकाजी दिनों में आप तक पहुँचेगा। आप नया पर्चा अपलोड करके फिर से ऑर्डर कर सकते हैं।',
} as const satisfies TranslationOf<typeof orderMails>;

export default hi;
