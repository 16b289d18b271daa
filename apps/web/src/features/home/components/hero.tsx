import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useFirstScreenReady } from '@/lib/first-screen';
import { useT } from '@/lib/i18n/use-t';
import { servedSettings } from '@/lib/served-settings';

/** The home hero: the banner set in Site Content when one is live (the server writes it into the page), else the built-in one. */
export function Hero() {
  const hero = servedSettings().hero;
  const t = useT('home');
  // The server painted this hero before the app ran (decision 042).
  useFirstScreenReady();
  return (
    <section className="bg-gradient-to-br from-teal-50 via-white to-emerald-50 dark:from-slate-900 dark:via-slate-950 dark:to-teal-950">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 md:grid-cols-[3fr_2fr] md:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-teal-100 px-3 py-1 text-sm font-medium text-teal-900 dark:bg-teal-900 dark:text-teal-100">
            {t('hero.kicker')}
          </p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            {hero?.title ?? t('hero.title')}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-slate-700 dark:text-slate-300">
            {hero?.subtitle ?? t('hero.subtitle')}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={hero?.ctaHref ?? paths.categories()} className={buttonClasses('primary', 'px-6 py-3 text-base')}>
              {hero?.ctaLabel ?? t('hero.shop')}
            </Link>
            <Link to={paths.aiAssistant()} className={buttonClasses('secondary', 'px-6 py-3 text-base')}>
              {t('hero.ask')}
            </Link>
          </div>
        </div>
        <div aria-hidden="true" className="hidden justify-center md:flex">
          <svg viewBox="0 0 200 200" className="size-72">
            <circle cx="100" cy="100" r="96" className="fill-teal-100 dark:fill-teal-900/60" />
            <rect
              x="58"
              y="40"
              width="84"
              height="120"
              rx="14"
              className="fill-white stroke-teal-700 dark:fill-slate-900 dark:stroke-teal-300"
              strokeWidth="4"
            />
            <rect x="70" y="28" width="60" height="20" rx="6" className="fill-teal-700 dark:fill-teal-400" />
            <path d="M92 78h16v16h16v16h-16v16H92v-16H76V94h16z" className="fill-emerald-600 dark:fill-emerald-400" />
          </svg>
        </div>
      </div>
    </section>
  );
}
