import type { ReactNode } from 'react';
import { PageMeta } from '@/components/ui/page-meta';
import { useAssistantChat } from '../hooks/use-assistant-chat';
import { useT } from '@/lib/i18n/use-t';
import { ChatPanel } from './chat-panel';
import { RecommendationsPanel } from './recommendations-panel';
import { SymptomChecker } from './symptom-checker';

/** /ai-assistant: the chat with the guided intake, the symptom checker, recommendations and how it works. */
export function AiAssistantPage({ support }: { support?: ReactNode }) {
  const chat = useAssistantChat();
  const t = useT('assistant');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageMeta title={t('page.title')} description={t('page.intro')} />
      <h1 className="text-2xl font-bold">{t('page.title')}</h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{t('page.intro')}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="assistant-chat-h"
          className="flex h-[36rem] flex-col overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700"
        >
          <div className="flex items-center border-b border-slate-200 px-3 py-2 dark:border-slate-700">
            <h2 id="assistant-chat-h" className="flex-1 font-semibold">
              {t('page.chatHeading')}
            </h2>
            <button type="button" onClick={chat.clear} className="text-xs font-semibold text-teal-800 hover:underline dark:text-teal-300">
              {t('chat.clear')}
            </button>
          </div>
          <ChatPanel chat={chat} support={support} className="min-h-0 flex-1" />
        </section>
        <div className="space-y-6">
          <SymptomChecker />
          <RecommendationsPanel />
        </div>
      </div>
      <section aria-labelledby="assistant-how-h" className="mt-8">
        <h2 id="assistant-how-h" className="text-lg font-semibold">
          {t('how.heading')}
        </h2>
        <ol className="mt-2 grid gap-3 sm:grid-cols-3">
          {([t('how.step1'), t('how.step2'), t('how.step3')] as const).map((step, i) => (
            <li key={step} className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800">
              <span className="font-bold">{i + 1}. </span>
              {step}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
