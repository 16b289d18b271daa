import ArrowRight from 'lucide-react/icons/arrow-right';
import Bot from 'lucide-react/icons/bot';
import UserRound from 'lucide-react/icons/user-round';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const cards = [
  {
    to: paths.profile(),
    icon: UserRound,
    title: 'Personalised recommendations',
    text: 'Keep your health profile up to date and get suggestions that fit your conditions and medicines.',
    cta: 'Set up your profile',
  },
  {
    to: paths.aiAssistant(),
    icon: Bot,
    title: 'AI symptom checker',
    text: 'Describe how you feel and get general guidance on next steps. Informational only, not a medical diagnosis.',
    cta: 'Open the AI Assistant',
  },
] as const;

export function AiCards() {
  return (
    <section aria-labelledby="ai-heading">
      <h2 id="ai-heading" className="mb-6 text-2xl font-bold">
        Smarter health care
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
                <span className="block text-lg font-semibold text-slate-900 dark:text-white">{title}</span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{text}</span>
                <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-teal-800 group-hover:underline dark:text-teal-300">
                  {cta}
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
