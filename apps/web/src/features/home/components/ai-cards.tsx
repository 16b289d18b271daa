import ArrowRight from 'lucide-react/icons/arrow-right';
import Bot from 'lucide-react/icons/bot';
import UserRound from 'lucide-react/icons/user-round';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';

const cards = [
  {
    to: paths.profile(),
    icon: UserRound,
    title: 'ai.profileTitle',
    text: 'ai.profileText',
    cta: 'ai.profileCta',
  },
  {
    to: paths.aiAssistant(),
    icon: Bot,
    title: 'ai.checkerTitle',
    text: 'ai.checkerText',
    cta: 'ai.checkerCta',
  },
] as const;

export function AiCards() {
  const t = useT('home');
  return (
    <section aria-labelledby="ai-heading">
      <h2 id="ai-heading" className="mb-6 text-2xl font-bold">
        {t('ai.heading')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {cards.map(({ to, icon: Icon, title, text, cta }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-teal-600 hover:shadow-md dark:border-slate-700 dark:bg-slate-900 dark:hover:border-teal-400"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-teal-700 text-white dark:bg-teal-400 dark:text-slate-950">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span>
                <span className="block text-lg font-semibold text-slate-900 dark:text-white">{t(title)}</span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{t(text)}</span>
                <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-teal-800 group-hover:underline dark:text-teal-300">
                  {t(cta)}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
