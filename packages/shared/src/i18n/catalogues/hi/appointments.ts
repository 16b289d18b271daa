import type { TranslationOf } from '../../messages.ts';
import type appointments from '../en/appointments.ts';

const hi = {
  'fee.phonePeFailed': 'भुगतान शुरू नहीं हो सका',
  'fee.checking': 'आपके परामर्श शुल्क का भुगतान जाँचा जा रहा है...',
  'fee.pending': 'आपका भुगतान प्रक्रिया में है। हम जल्द ही आपको सूचित करेंगे।',
  'fee.failedTitle': 'आपके परामर्श शुल्क का भुगतान नहीं हुआ।',
  'fee.failedHint': 'आपका स्लॉट कुछ मिनट तक आपके लिए रुका है: दूसरे तरीके से भुगतान करने के लिए फिर से बुक करें।',
  'fee.bookAgain': 'फिर से बुक करें',
} as const satisfies TranslationOf<typeof appointments>;

export default hi;
