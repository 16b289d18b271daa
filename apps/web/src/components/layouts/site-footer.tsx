import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { servedSettings, telHref } from '@/lib/served-settings';

// The sign-up form's code (and its texts) loads when the footer comes into view, not with the first
// page: the footer sits below the fold, and the home page's JavaScript is at its budget.
const NewsletterForm = lazy(() => import('./newsletter-form').then((m) => ({ default: m.NewsletterForm })));

/** The newsletter column: its height is reserved (no shift when the form arrives); the form loads once it is near the screen. */
function NewsletterSlot() {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, jsdom) the form simply loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const slot = ref.current;
    if (!slot || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px' });
    observer.observe(slot);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} className="min-h-40">
      {near ? (
        <Suspense fallback={null}>
          <NewsletterForm />
        </Suspense>
      ) : null}
    </div>
  );
}

const columns = [
  {
    title: 'footer.shop',
    links: [
      { to: paths.categories(), label: 'footer.allCategories' },
      { to: paths.featured(), label: 'footer.featured' },
      { to: paths.deals(), label: 'footer.deals' },
      { to: paths.prescriptions(), label: 'footer.uploadPrescription' },
    ],
  },
  {
    title: 'footer.help',
    links: [
      { to: paths.shipping(), label: 'footer.shipping' },
      { to: paths.returns(), label: 'footer.returns' },
      { to: paths.faq(), label: 'footer.faq' },
      { to: paths.blog(), label: 'footer.blog' },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { to: paths.privacy(), label: 'footer.privacy' },
      { to: paths.terms(), label: 'footer.terms' },
      { to: paths.legal(), label: 'footer.legal' },
    ],
  },
] as const;

const linkClasses = 'text-sm text-slate-300 hover:text-white hover:underline';

export function SiteFooter() {
  const t = useT('common');
  const year = new Date().getFullYear();
  // System Settings, as the server wrote them into this page.
  const { supportEmail, supportPhone, features } = servedSettings();
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300 dark:border-t dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1fr_1.7fr]">
        <div className="lg:col-span-1">
          <p className="text-xl font-bold text-white">Dawa</p>
          <p className="mt-2 text-sm">{t('footer.tagline')}</p>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a href={`mailto:${supportEmail}`} className="inline-flex items-center gap-2 hover:text-white hover:underline">
                <Mail aria-hidden="true" className="size-4" />
                {supportEmail}
              </a>
            </li>
            <li>
              <a href={telHref(supportPhone)} className="inline-flex items-center gap-2 hover:text-white hover:underline">
                <Phone aria-hidden="true" className="size-4" />
                {supportPhone}
              </a>
            </li>
          </ul>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="text-sm font-semibold text-white">{t(column.title)}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClasses}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {features.newsletter ? <NewsletterSlot /> : null}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-xs text-slate-400">
          <p>{t('footer.disclaimer')}</p>
          {/* The year as text: a number would be grouped (2,026). */}
          <p>{t('footer.copyright', { year: String(year) })}</p>
        </div>
      </div>
    </footer>
  );
}
