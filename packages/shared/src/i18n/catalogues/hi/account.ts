import type { TranslationOf } from '../../messages.ts';
import type account from '../en/account.ts';

const hi = {
  'newsletter.confirm.page': 'न्यूज़लेटर सब्सक्रिप्शन की पुष्टि करें',
  'newsletter.confirm.busy': 'आपके सब्सक्रिप्शन की पुष्टि हो रही है...',
  'newsletter.confirm.done': 'सब्सक्रिप्शन कन्फ़र्म हो गया',
  'newsletter.confirm.failed': 'पुष्टि नहीं हो सकी',
  'newsletter.confirm.description': 'Dawa न्यूज़लेटर के अपने सब्सक्रिप्शन की पुष्टि करें।',
  'newsletter.confirm.missing': 'यह पुष्टि लिंक अधूरा है। कृपया ई-मेल वाला लिंक फिर से खोलें।',
  'newsletter.unsubscribe.page': 'न्यूज़लेटर से अनसब्सक्राइब करें',
  'newsletter.unsubscribe.busy': 'अनसब्सक्राइब हो रहा है...',
  'newsletter.unsubscribe.done': 'अनसब्सक्राइब हो गया',
  'newsletter.unsubscribe.failed': 'अनसब्सक्राइब नहीं हो सका',
  'newsletter.unsubscribe.description': 'Dawa न्यूज़लेटर से अनसब्सक्राइब करें।',
  'newsletter.unsubscribe.missing': 'यह अनसब्सक्राइब लिंक अधूरा है। कृपया ई-मेल वाला लिंक फिर से खोलें।',
  'newsletter.network': 'Dawa से संपर्क नहीं हो सका। कृपया अपना कनेक्शन जाँचें और लिंक फिर से खोलें।',
  'newsletter.server': 'हमारी तरफ़ से कुछ गड़बड़ हुई। कृपया कुछ मिनट बाद लिंक फिर से खोलें।',
  'newsletter.wait': 'कृपया थोड़ा रुकें।',
  'newsletter.continue': 'खरीदारी जारी रखें',
  'newsletter.blog': 'हेल्थ ब्लॉग पढ़ें',
  'newsletter.confirmed': 'आपका सब्सक्रिप्शन कन्फ़र्म हो गया है। Dawa न्यूज़लेटर में आपका स्वागत है!',
  'newsletter.alreadyConfirmed': 'आपका सब्सक्रिप्शन पहले से कन्फ़र्म है। पढ़ने के लिए धन्यवाद!',
  'newsletter.invalidConfirm': 'यह पुष्टि लिंक गलत है या इसकी समय-सीमा खत्म हो गई है। कृपया किसी भी पेज के नीचे दिए फ़ॉर्म से फिर से सब्सक्राइब करें।',
  'newsletter.unsubscribed': 'आप Dawa न्यूज़लेटर से अनसब्सक्राइब हो गए हैं। हम आपको अब ई-मेल नहीं भेजेंगे।',
  'newsletter.invalidUnsubscribe': 'यह अनसब्सक्राइब लिंक सही नहीं है। कृपया Dawa के अपने सबसे नए ई-मेल का लिंक इस्तेमाल करें।',
  'siteLock.title': 'साइट लॉक है',
  'siteLock.description': 'डेवलपमेंट के लिए यह साइट पासवर्ड से सुरक्षित है।',
  'siteLock.password': 'पासवर्ड',
  'siteLock.passwordRequired': 'पासवर्ड ज़रूरी है',
  'siteLock.incorrect': 'पासवर्ड गलत है।',
  'siteLock.submit': 'अनलॉक करें',
  'siteLock.busy': 'अनलॉक हो रहा है...',
} as const satisfies TranslationOf<typeof account>;

export default hi;
