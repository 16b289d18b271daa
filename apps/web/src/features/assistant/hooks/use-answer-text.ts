import {
  wordAssistantText,
  wordAssistantTexts,
  type AssistantText,
  type InnerAssistantText,
  type WordKey,
} from '@dawa/shared/assistant/answer-texts';
import { useMemo } from 'react';
import { useT } from '@/lib/i18n/use-t';

/** Codes whose values quote the knowledge base's English bodies (deviation 75): a Hindi answer says so. */
const QUOTES_KNOWLEDGE_BASE = /^(medicine|interaction)\./;

/**
 * Words the server's answer codes in the page's language (decision 040), from the assistant
 * catalogue's `answer.*` lines; values that are texts (a medicine's name) stay as sent.
 */
export function useAnswerText() {
  const t = useT('assistant');
  return useMemo(() => {
    // The codes are a closed list whose lines a test checks, so the key is always in the catalogue.
    const word = t as unknown as WordKey;
    return {
      one: (text: AssistantText | InnerAssistantText) => wordAssistantText(text, word),
      all: (texts: readonly AssistantText[]) => wordAssistantTexts(texts, word),
      quotesKnowledgeBase: (texts: readonly AssistantText[]) => texts.some((text) => QUOTES_KNOWLEDGE_BASE.test(text.code)),
    };
  }, [t]);
}
