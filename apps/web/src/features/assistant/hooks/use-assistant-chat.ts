import type { AssistantText } from '@dawa/shared/assistant/answer-texts';
import type { AssistantLink, ChatReplyKind } from '@dawa/shared/assistant/chat';
import { HISTORY_SENT } from '@dawa/shared/assistant/chat';
import { answerIntake, startIntake, type IntakeState, type SymptomIntake } from '@dawa/shared/assistant/intake/intake';
import { ASSISTANT_MESSAGES } from '@dawa/shared/assistant/messages';
import type { TriageAnswer } from '@dawa/shared/assistant/triage/answer';
import { emergencyAdvice } from '@dawa/shared/assistant/triage/emergency-advice';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { analyseSymptoms, reportIntakeRedFlag, sendChat } from '../api/assistant-api';
import { useLanguage, useT } from '@/lib/i18n/use-t';

/** One bubble of the chat (spec: storefront §3 'Chat message'), with what a bot reply brought along. */
export interface ChatMessage {
  id: string;
  sender: 'bot' | 'user';
  content: string;
  timestamp: number;
  type?: 'symptom';
  /** A summary's bullet lines. */
  lines?: readonly string[];
  /** The server's answer as codes, worded in the page's language when shown (decision 040); `content` is its English. */
  texts?: readonly AssistantText[];
  /** A summary's lines as codes. */
  lineTexts?: readonly AssistantText[];
  links?: readonly AssistantLink[];
  sources?: readonly { title: string; url: string }[];
  /** Bot replies of the assistant carry the 'Not medical advice' label and the disclaimer. */
  advisory?: { disclaimer: string };
  kind?: ChatReplyKind;
  /** A symptom answer's urgency, shown first (issue 22). */
  triage?: TriageAnswer;
  /** The intake whose analysis failed: the bubble offers Retry. */
  retryIntake?: SymptomIntake;
}

export type ChipKind = 'medication' | 'symptoms' | 'interactions' | 'diagnosis';

let nextId = 0;
const message = (sender: ChatMessage['sender'], content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${(nextId += 1)}`,
  sender,
  content,
  timestamp: Date.now(),
  ...extra,
});
const advisory = { disclaimer: ASSISTANT_MESSAGES.disclaimer };

/**
 * The conversation of the widget and of /ai-assistant: chat replies from POST /api/ai/chat (the last 5
 * messages as history), and the guided intake run by the shared state machine, triage on every answer.
 */
export function useAssistantChat() {
  const t = useT('assistant');
  const language = useLanguage();
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message('bot', t('chat.greeting'))]);
  const [pending, setPending] = useState(false);
  const [diagnosis, setDiagnosis] = useState<IntakeState | null>(null);
  const [handoff, setHandoff] = useState(false);
  const push = useCallback((...added: ChatMessage[]) => setMessages((current) => [...current, ...added]), []);
  // Clear Chat starts a new conversation: an answer still on its way belongs to the old one and is dropped.
  const conversation = useRef(0);
  const pushTo = useCallback(
    (asked: number, ...added: ChatMessage[]) => {
      if (conversation.current === asked) push(...added);
    },
    [push],
  );

  const analyse = useCallback(
    async (intake: SymptomIntake) => {
      const asked = conversation.current;
      setPending(true);
      try {
        const result = await analyseSymptoms(intake);
        pushTo(
          asked,
          result.status === 'emergency'
            ? message('bot', result.category ? emergencyAdvice(result.category, language) : result.analysis.join(' '), {
                type: 'symptom',
                kind: 'emergency',
                triage: result.triage,
                advisory,
              })
            : message('bot', '', {
                type: 'symptom',
                lines: result.analysis,
                ...(result.lines ? { lineTexts: result.lines } : {}),
                triage: result.triage,
                advisory: { disclaimer: result.disclaimer },
              }),
        );
      } catch {
        pushTo(asked, message('bot', t('checker.unavailable'), { type: 'symptom', retryIntake: intake, kind: 'error' }));
      } finally {
        if (conversation.current === asked) setPending(false);
      }
    },
    [language, pushTo, t],
  );

  const answerDiagnosis = useCallback(
    (state: IntakeState, text: string) => {
      // The intake answers in codes; each is worded here in the page's language (decision 040).
      const outcome = answerIntake(state, text);
      if (outcome.kind === 'ask') {
        setDiagnosis(outcome.state);
        const prompt = t(`intake.prompt.${outcome.state.step}`);
        push(message('bot', outcome.errorKey ? `${t(`intake.error.${outcome.errorKey}`)} ${prompt}` : prompt, { type: 'symptom' }));
        return;
      }
      setDiagnosis(null);
      if (outcome.kind === 'cancelled') push(message('bot', t('intake.cancelled'), { type: 'symptom' }));
      else if (outcome.kind === 'emergency') {
        push(message('bot', emergencyAdvice(outcome.category, language), { type: 'symptom', kind: 'emergency', advisory }));
        // The advice is already shown; the report only feeds the triage log, so a failure changes nothing here.
        const { ruleId, category, rulesVersion } = outcome;
        reportIntakeRedFlag({ ruleId, category, rulesVersion, step: state.step }).catch(() => undefined);
      } else void analyse(outcome.intake);
    },
    [analyse, language, push, t],
  );

  const send = useCallback(
    async (raw: string) => {
      const text = raw.trim();
      if (!text || pending) return;
      const history = messages
        .slice(-HISTORY_SENT)
        .map((m) => ({ sender: m.sender, content: (m.lines?.join('\n') ?? m.content).slice(0, 10_000) }));
      push(message('user', text, diagnosis ? { type: 'symptom' } : {}));
      if (diagnosis) {
        answerDiagnosis(diagnosis, text);
        return;
      }
      const asked = conversation.current;
      setPending(true);
      try {
        const reply = await sendChat(text, history, language);
        if (conversation.current !== asked) return;
        push(
          message('bot', reply.reply, {
            ...(reply.texts ? { texts: reply.texts } : {}),
            links: reply.links,
            sources: reply.sources,
            advisory: { disclaimer: reply.disclaimer },
            kind: reply.kind,
            ...(reply.triage ? { triage: reply.triage } : {}),
          }),
        );
        if (reply.kind === 'handoff') setHandoff(true);
      } catch (error) {
        // A refusal of the message itself (too long, too many) says why; anything else is the spec's text.
        const text = error instanceof ApiError && error.isClientError && error.status !== 401 ? error.message : t('chat.failed');
        pushTo(asked, message('bot', text, { kind: 'error' }));
      } finally {
        if (conversation.current === asked) setPending(false);
      }
    },
    [answerDiagnosis, diagnosis, language, messages, pending, push, pushTo, t],
  );

  const chip = useCallback(
    (kind: ChipKind) => {
      push(message('user', t(`chip.${kind}`)));
      if (kind === 'diagnosis') {
        const { state } = startIntake();
        setDiagnosis(state);
        push(message('bot', t(`intake.prompt.${state.step}`), { type: 'symptom' }));
        return;
      }
      push(message('bot', t(`chipReply.${kind}`)));
    },
    [push, t],
  );

  const clear = useCallback(() => {
    conversation.current += 1;
    setPending(false);
    setMessages([message('bot', t('chat.greeting'))]);
    setDiagnosis(null);
    setHandoff(false);
  }, [t]);

  return {
    messages,
    pending,
    diagnosisActive: diagnosis !== null,
    handoff,
    /** The quick-action chips show only while the chat holds just the greeting (spec). */
    showChips: messages.length === 1,
    send,
    chip,
    clear,
    retry: (intake: SymptomIntake) => void analyse(intake),
  };
}

export type AssistantChat = ReturnType<typeof useAssistantChat>;
