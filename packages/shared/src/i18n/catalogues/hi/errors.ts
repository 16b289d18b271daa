import type { TranslationOf } from '../../messages.ts';
import type errors from '../en/errors.ts';

const hi = {
  'code.invalid_input': 'कृपया अपनी भरी हुई जानकारी जाँचें।',
  'code.unauthorized': 'कृपया फिर से लॉगिन करें।',
  'code.forbidden': 'आपको इसकी अनुमति नहीं है।',
  'code.not_found': 'यह हमें नहीं मिला।',
  'code.conflict': 'इस बीच कुछ बदल गया है। कृपया फिर से कोशिश करें।',
  'code.out_of_stock': 'यह प्रोडक्ट स्टॉक में नहीं है।',
  'code.prescription_required': 'इस दवा के लिए वैध पर्चा (प्रिस्क्रिप्शन) ज़रूरी है।',
  'code.slot_unavailable': 'यह स्लॉट अब उपलब्ध नहीं है।',
  'code.payment_failed': 'भुगतान नहीं हो पाया।',
  'code.rate_limited': 'बहुत ज़्यादा प्रयास। कृपया थोड़ी देर रुककर फिर से कोशिश करें।',
  'code.locked': 'यह साइट लॉक है।',
  'code.payload_too_large': 'फ़ाइल बहुत बड़ी है।',
  'code.unsupported_media_type': 'यह फ़ाइल प्रकार समर्थित नहीं है।',
  'code.internal': 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'network.offline': 'Dawa से कनेक्ट नहीं हो पाया। अपना इंटरनेट कनेक्शन जाँचकर फिर से कोशिश करें।',
  'reason.two_factor_setup_required': 'डैशबोर्ड इस्तेमाल करने के लिए सेटिंग्स में टू-फ़ैक्टर ऑथेंटिकेशन सेट करें।',
  'reason.two_factor_login_required': 'डैशबोर्ड इस्तेमाल करने के लिए लॉगआउट करें और अपने ऑथेंटिकेटर कोड के साथ फिर से लॉगिन करें।',
  'reason.invalid_credentials': 'ईमेल या पासवर्ड गलत है।',
  'reason.email_not_verified': 'लॉगिन से पहले कृपया अपना ईमेल सत्यापित करें। हमारा भेजा कोड डालें, या नया कोड मँगाएँ।',
  'reason.slot_taken': 'माफ़ करें, यह स्लॉट अभी किसी और ने बुक कर लिया है। कृपया कोई दूसरा स्लॉट चुनें।',
  'reason.doctor_unavailable': 'यह डॉक्टर बुकिंग के लिए उपलब्ध नहीं हैं।',
  'reason.no_online_consultation': 'यह डॉक्टर ऑनलाइन परामर्श नहीं देते।',
  'reason.appointment_locked': 'यह अपॉइंटमेंट अब बदला नहीं जा सकता।',
  'reason.reschedule_range': 'कृपया कल से शुरू होने वाले अगले {days} दिनों में से कोई दिन चुनें।',
  'reason.appointment_not_awaiting_payment': 'इस अपॉइंटमेंट का कोई भुगतान बाकी नहीं है।',
  'reason.prescription_file_type': 'केवल .jpg, .jpeg, .png और .pdf फ़ाइलें ही मान्य हैं',
  'reason.prescription_file_too_large': 'फ़ाइल {maxMb}MB से बड़ी है। कृपया छोटी फ़ाइल अपलोड करें।',
  'reason.health_report_file_too_large': 'फ़ाइल बहुत बड़ी है: हेल्थ रिपोर्ट की फ़ाइल अधिकतम {maxMb}MB की हो सकती है।',
  'reason.profile_picture_too_large': 'इमेज {maxMb}MB से छोटी होनी चाहिए',
  'reason.review_photo_too_large': 'हर फ़ोटो {maxMb} MB या उससे छोटी होनी चाहिए।',
  'reason.prescription_file_empty': 'फ़ाइल खाली है। कृपया प्रिस्क्रिप्शन की फ़ाइल फिर से चुनें।',
  'reason.prescription_not_analysable': 'इस प्रिस्क्रिप्शन की जाँच हो चुकी है या इसे Dawa के डॉक्टर ने लिखा है; इसकी दोबारा जाँच नहीं हो सकती।',
} as const satisfies TranslationOf<typeof errors>;

export default hi;
