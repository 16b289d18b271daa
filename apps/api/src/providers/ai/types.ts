import type { ChatHistoryEntry } from '@dawa/shared/assistant/chat';

/**
 * The facts an answer may use, retrieved by the assistant module from our knowledge base and
 * catalogue. A provider writes words from these and nothing else (decision 037).
 */
export interface AnswerFacts {
  /** What the question is taken for. */
  intent: string;
  /** The question, as asked. */
  question: string;
  /** Each fact one self-contained sentence ('Paracetamol is used for: fever; mild to moderate pain.'). */
  facts: string[];
  /** The offline composer's answer from the same facts: the text when no model is configured. */
  draft: string;
}

export interface ComposeRequest extends AnswerFacts {
  history: ChatHistoryEntry[];
}

export type ComposeResult = { ok: true; text: string } | { ok: false; reason: 'unavailable' | 'empty' | 'invalid' };

/** Writes the answer's words. Never throws: a failure is a result the module turns into the spec's error texts. */
export interface AssistantProvider {
  name: 'offline' | 'openai-compatible';
  compose(request: ComposeRequest): Promise<ComposeResult>;
}
