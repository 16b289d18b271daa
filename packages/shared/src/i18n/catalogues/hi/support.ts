import type { TranslationOf } from '../../messages.ts';
import type support from '../en/support.ts';

const hi = {
  title: 'हमारी सहायता टीम से बात करें',
  intro: 'हमारा एजेंट यहीं जवाब देगा। आप यह पेज छोड़कर बाद में लौट सकते हैं: आपकी बातचीत सहेजी रहती है।',
  connecting: 'आपको हमारी सहायता टीम से जोड़ा जा रहा है...',
  loginRequired: 'हमारी सहायता टीम से बात करने के लिए कृपया लॉग इन करें।',
  logIn: 'लॉग इन करें',
  waiting: 'हमारा एजेंट जल्द ही यहाँ जवाब देगा।',
  closed: 'हमारी सहायता टीम ने यह बातचीत बंद कर दी है। नई बातचीत शुरू करने के लिए संदेश भेजें।',
  you: 'आप',
  supportTeam: 'सहायता टीम',
  agent: '{name} (सहायता टीम)',
  messageLabel: 'आपका संदेश',
  placeholder: 'अपना संदेश लिखें...',
  send: 'भेजें',
  sending: 'भेजा जा रहा है...',
  empty: 'कृपया संदेश लिखें।',
  failed: 'हमारी सहायता टीम तक नहीं पहुँच सके। कृपया फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  messagesLabel: 'हमारी सहायता टीम के साथ संदेश',
} as const satisfies TranslationOf<typeof support>;

export default hi;
