import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/i18n/use-format';
import { useLanguage, useT } from '@/lib/i18n/use-t';

export interface StaticSection {
  /** Anchor of the section (#id), also used by the table of contents. */
  id: string;
  heading: string;
  body: ReactNode;
}

/**
 * The layout of the policy and help pages: title, description metadata, a contents list that links
 * to each section, the sections, and when the text last changed.
 */
export function StaticPage({
  title,
  description,
  intro,
  updated,
  sections,
  textLanguage,
}: {
  title: string;
  description: string;
  intro: ReactNode;
  /** YYYY-MM-DD of the last change to the text. */
  updated: string;
  sections: readonly StaticSection[];
  /** The language the text is written in when it is not translated (the legal pages' 'en'): the page says so. */
  textLanguage?: 'en';
}) {
  const t = useT('content');
  const format = useFormat();
  const language = useLanguage();
  // Text kept in English on a Hindi page: marked as English (screen readers switch voice) and announced.
  const untranslated = textLanguage !== undefined && textLanguage !== language;
  const lang = untranslated ? textLanguage : undefined;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageMeta title={title} description={description} />
      <Breadcrumbs items={[{ label: t('page.home'), to: paths.home() }, { label: title }]} />
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {fill(t('page.updated', { date: '{date}' }), {
          date: <time dateTime={updated}>{format.date(`${updated}T00:00:00Z`, 'dateLong', 'UTC')}</time>,
        })}
      </p>
      {untranslated ? (
        <p role="note" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {t('page.englishOnly')}
        </p>
      ) : null}
      <div lang={lang} className="mt-4 text-slate-800 dark:text-slate-200">
        {intro}
      </div>
      {sections.length > 3 ? (
        <nav aria-label={t('page.onThisPage')} className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="text-sm font-semibold">{t('page.onThisPage')}</h2>
          <ol lang={lang} className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-teal-800 hover:underline dark:text-teal-300">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div lang={lang} className="mt-8 space-y-8">
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
            <h2 id={`${section.id}-heading`} className="text-xl font-bold">
              {section.heading}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-800 dark:text-slate-200">{section.body}</div>
          </section>
        ))}
      </div>
    </div>
  );
}

/**
 * A translated sentence with links or emphasis inside (decision 038): each `{name}` left in the text
 * becomes `nodes[name]`, so the words around a link come from the catalogue in the language's order.
 * Call t() with the placeholder as its own value to keep it: `fill(t('key', { link: '{link}' }), { link: <a/> })`.
 */
export function fill(text: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode {
  return text.split(/(\{\w+\})/).map((part, index) => {
    const node = /^\{(\w+)\}$/.test(part) ? nodes[part.slice(1, -1)] : undefined;
    return <Fragment key={index}>{node ?? part}</Fragment>;
  });
}

/** A bulleted list inside a section. */
export function Bullets({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-6">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** An in-text link to another page of the store. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-teal-800 underline underline-offset-2 dark:text-teal-300">
      {children}
    </Link>
  );
}

/** An in-text link that leaves the app (mailto:, tel:). */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="font-medium text-teal-800 underline underline-offset-2 dark:text-teal-300">
      {children}
    </a>
  );
}
