import { Minus, X, ZoomIn, ZoomOut } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useAssistantChat } from '../hooks/use-assistant-chat';
import { useT } from '@/lib/i18n/use-t';
import { ChatPanel } from './chat-panel';

export const CHAT_SIZES = ['S', 'M', 'L'] as const;
export type ChatSize = (typeof CHAT_SIZES)[number];

// Panel sizes, capped by the viewport so L still fits a phone.
const SIZE_CLASSES: Record<ChatSize, string> = {
  S: 'w-72 h-[26rem]',
  M: 'w-96 h-[32rem]',
  L: 'w-[32rem] h-[40rem]',
};

export interface ChatWidgetProps {
  /** Hidden while minimised: the conversation stays. */
  minimised: boolean;
  onMinimise: () => void;
  onClose: () => void;
  /** The support conversation, shown after 'connect to agent' (composed by the app). */
  support?: ReactNode;
}

/** The floating chat of every page (spec: storefront §2 'Chat widget'), loaded on the launcher's first click. */
export default function ChatWidget({ minimised, onMinimise, onClose, support }: ChatWidgetProps) {
  const chat = useAssistantChat();
  const t = useT('assistant');
  const [size, setSize] = useState<ChatSize>('M');
  const index = CHAT_SIZES.indexOf(size);
  const step = (by: number) => setSize(CHAT_SIZES[index + by] ?? size);
  const iconButton = 'rounded p-1 hover:bg-teal-800 disabled:cursor-not-allowed disabled:opacity-40 dark:hover:bg-teal-300';

  return (
    <section
      role="dialog"
      aria-label={t('widget.title')}
      data-size={size}
      hidden={minimised}
      className={cn(
        'fixed right-4 bottom-[calc(5rem+var(--buy-bar,0px))] md:bottom-20 z-40 flex max-h-[calc(100svh-6rem-var(--buy-bar,0px))] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl dark:border-slate-700 dark:bg-slate-900',
        SIZE_CLASSES[size],
      )}
    >
      <header className="flex items-center gap-1 bg-teal-700 px-3 py-2 text-white dark:bg-teal-400 dark:text-slate-950">
        <h2 className="flex-1 text-sm font-semibold">{t('widget.title')}</h2>
        <span className="sr-only" aria-live="polite">
          {t('widget.size', { size })}
        </span>
        <button type="button" className={iconButton} aria-label={t('widget.smaller')} disabled={index === 0} onClick={() => step(-1)}>
          <ZoomOut aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={iconButton}
          aria-label={t('widget.larger')}
          disabled={index === CHAT_SIZES.length - 1}
          onClick={() => step(1)}
        >
          <ZoomIn aria-hidden="true" className="size-4" />
        </button>
        <button type="button" className={iconButton} aria-label={t('widget.minimise')} onClick={onMinimise}>
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <button type="button" className={iconButton} aria-label={t('widget.close')} onClick={onClose}>
          <X aria-hidden="true" className="size-4" />
        </button>
      </header>
      <div className="flex justify-end border-b border-slate-200 px-2 py-1 dark:border-slate-700">
        <button
          type="button"
          onClick={chat.clear}
          className="text-xs font-semibold text-teal-800 underline-offset-2 hover:underline dark:text-teal-300"
        >
          {t('chat.clear')}
        </button>
      </div>
      <ChatPanel chat={chat} support={support} className="min-h-0 flex-1" />
    </section>
  );
}
