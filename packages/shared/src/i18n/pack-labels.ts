import type { UiLanguage } from './languages.ts';

/**
 * Pack labels ('Strip of 15 tablets', 'Pack of 5 strips (75 tablets)', '30 ml bottle') in the page's
 * language. They are our own data, written in a small fixed vocabulary: each container and unit word
 * has its Hindi word, and 'X of N units' is said the Hindi way round ('15 टैबलेट की स्ट्रिप'). A label
 * with a word outside the vocabulary is shown as written rather than half translated.
 */
const HINDI_WORDS: Readonly<Record<string, string>> = {
  tablet: 'टैबलेट', tablets: 'टैबलेट', capsule: 'कैप्सूल', capsules: 'कैप्सूल', strip: 'स्ट्रिप', strips: 'स्ट्रिप',
  bottle: 'बोतल', bottles: 'बोतल', tube: 'ट्यूब', jar: 'जार', can: 'डिब्बा', pack: 'पैक', box: 'डिब्बा', vial: 'वायल', vials: 'वायल',
  sachet: 'सैशे', sachets: 'सैशे', pouch: 'पाउच', pellets: 'गोलियाँ', pearls: 'पर्ल', lozenges: 'लोज़ेंज', masks: 'मास्क',
  lancets: 'लैंसेट', inhaler: 'इनहेलर', inhalers: 'इनहेलर', spray: 'स्प्रे', sprays: 'स्प्रे', drops: 'बूँदें', doses: 'खुराक',
  metered: 'मीटर्ड', unit: 'यूनिट', patches: 'पैच', needles: 'सुई', rotacaps: 'रोटाकैप', respules: 'रेस्प्यूल', mini: 'छोटी',
  'mouth-dissolving': 'मुँह में घुलने वाली', prefilled: 'प्रीफ़िल्ड', pen: 'पेन', days: 'दिन', sensor: 'सेंसर',
};
/** Units written the same in both languages (SI symbols, potencies). */
const SYMBOLS = new Set(['ml', 'g', 'kg', 'mg', 'mcg', 'lb', 'cm', 'iu', 'ch', 'x', 'iu/ml', 'm', 'nm']);
/** Feminine containers take की, the others का ('15 टैबलेट की स्ट्रिप', '5 स्ट्रिप का पैक'). */
const FEMININE = new Set(['strip', 'bottle', 'tube', 'vial']);

function hindiWords(text: string): string | null {
  const out: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const [, open = '', core = '', close = ''] = /^(\(?)(.*?)(\)?,?)$/.exec(word) ?? [];
    const lower = core.toLowerCase();
    if (/^[\d.,+-]+$/.test(core) || SYMBOLS.has(lower)) out.push(word);
    else if (HINDI_WORDS[lower]) out.push(`${open}${HINDI_WORDS[lower]}${close}`);
    else return null;
  }
  return out.join(' ');
}

export function packLabelIn(language: UiLanguage, label: string): string {
  if (language !== 'hi') return label;
  const of = /^(\w+) of (.+?)(\s*\(.*\))?$/.exec(label.trim());
  if (of) {
    const container = (of[1] ?? '').toLowerCase();
    const contents = hindiWords(of[2] ?? '');
    const note = of[3] ? hindiWords(of[3].trim()) : '';
    const word = HINDI_WORDS[container];
    if (word && contents !== null && note !== null) {
      return `${contents} ${FEMININE.has(container) ? 'की' : 'का'} ${word}${note ? ` ${note}` : ''}`;
    }
    return label;
  }
  return hindiWords(label) ?? label;
}
