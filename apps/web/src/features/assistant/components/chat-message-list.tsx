import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ChatMessage } from '../hooks/use-assistant-chat';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { useAnswerText } from '../hooks/use-answer-text';
import { AdvisoryNote } from './advisory-note';
import { TriageCard } from './triage-card';

/** A bot reply: its words as text (never HTML), its bullet lines, its links, the label and the disclaimer. */
function BotBubble({ message, onRetry }: { message: ChatMessage; onRetry: (m: ChatMessage) => void }) {
  const t = useT('assistant');
  const answer = useAnswerText();
  const language = useLanguage();
  // The server's codes are worded at render time, so switching the language rewords the conversation.
  const content = message.texts ? answer.all(message.texts) : message.content;
  const lines = message.lineTexts ? message.lineTexts.map(answer.one) : message.lines;
  const englishBody = language !== 'en' && message.texts !== undefined && answer.quotesKnowledgeBase(message.texts);
  return (
    <div
      className={cn(
        'max-w-[90%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
        message.kind === 'emergency'
          ? 'border border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100'
          : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
      )}
    >
      {message.triage && <TriageCard triage={message.triage} />}
      {content && <p>{content}</p>}
      {englishBody && <p className="mt-1 text-xs italic">{t('chat.englishBody')}</p>}
      {lines && (
        <ul data-testid="answer-lines" className="list-disc space-y-1 pl-5">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
      {message.links && message.links.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('chat.links')}>
          {message.links.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className="text-teal-800 underline underline-offset-2 dark:text-teal-300">
                {link.labelText ? answer.one(link.labelText) : link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {message.sources && message.sources.length > 0 && (
        <details className="mt-2 text-xs">
          <summary className="cursor-pointer">{t('chat.sources')}</summary>
          <ul className="mt-1 space-y-1">
            {message.sources.map((source) => (
              <li key={source.url}>
                <a href={source.url} target="_blank" rel="noopener noreferrer" className="underline">
                  {source.title}
                </a>
              </li>
            ))}
          </ul>
        </details>
      )}
      {message.retryIntake && (
        <Button variant="secondary" className="mt-2" onClick={() => onRetry(message)}>
          {t('chat.retry')}
        </Button>
      )}
      {message.advisory && (
        <AdvisoryNote className="mt-2" />
      )}
    </div>
  );
}

/** The conversation, newest last, announced politely to screen readers as it grows. */
export function ChatMessageList({
  messages,
  pending,
  onRetry,
}: {
  messages: readonly ChatMessage[];
  pending: boolean;
  onRetry: (m: ChatMessage) => void;
}) {
  const t = useT('assistant');
  return (
    <div role="log" aria-live="polite" aria-label={t('chat.messages')}>
      <ol className="flex flex-col gap-3">
        {messages.map((message) => (
          <li
            key={message.id}
            data-sender={message.sender}
            className={cn('flex flex-col', message.sender === 'user' ? 'items-end' : 'items-start')}
          >
            <span className="sr-only">{message.sender === 'user' ? t('chat.you') : t('chat.assistant')}:</span>
            {message.sender === 'user' ? (
              <p className="max-w-[85%] rounded-2xl bg-teal-700 px-3 py-2 text-sm break-words whitespace-pre-wrap text-white dark:bg-teal-400 dark:text-slate-950">
                {message.content}
              </p>
            ) : (
              <BotBubble message={message} onRetry={onRetry} />
            )}
          </li>
        ))}
      </ol>
      {pending && (
        <p role="status" className="mt-3 flex items-center gap-1 text-sm text-slate-600 dark:text-slate-300" data-testid="typing-indicator">
          <span aria-hidden="true" className="inline-flex gap-1">
            <span className="size-2 animate-bounce rounded-full bg-slate-400" />
            <span className="size-2 animate-bounce rounded-full bg-slate-400 [animation-delay:150ms]" />
            <span className="size-2 animate-bounce rounded-full bg-slate-400 [animation-delay:300ms]" />
          </span>
          <span className="sr-only">{t('chat.typing')}</span>
        </p>
      )}
    </div>
  );
}
