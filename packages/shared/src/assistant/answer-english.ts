import en from '../i18n/catalogues/en/assistant.ts';
import { createTranslator } from '../i18n/messages.ts';
import { wordAssistantText, wordAssistantTexts, type AssistantText, type InnerAssistantText, type WordKey } from './answer-texts.ts';

/**
 * The English of the assistant's codes, for the server's `reply`/`message` texts (API callers, the
 * spec's exact texts). Kept apart from answer-texts.ts so the web's schema chunk does not carry the
 * English catalogue.
 */
const englishWord = createTranslator(en, 'en') as unknown as WordKey;

export const inEnglish = (text: AssistantText | InnerAssistantText): string => wordAssistantText(text, englishWord);
export const allInEnglish = (texts: readonly AssistantText[]): string => wordAssistantTexts(texts, englishWord);
