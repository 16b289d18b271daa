import type { MonographDto } from '@dawa/shared/assistant/knowledge/schemas';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { useNearScreen } from '@/lib/use-near-screen';
import { useDrugInfo } from '../api/get-drug-info';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-2">
      <dt className="text-sm font-semibold text-slate-700 dark:text-slate-200">{term}</dt>
      <dd className="mt-1 text-sm text-slate-800 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-0.5 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function MonographView({ monograph, open }: { monograph: MonographDto; open: boolean }) {
  const t = useT('drugInfo');
  const { warnings } = monograph;
  return (
    <details open={open} className="group rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <summary className="cursor-pointer text-lg font-semibold">
        {monograph.name}
        {monograph.prescription ? (
          <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-300">({t('info.prescription')})</span>
        ) : null}
      </summary>
      <dl className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
        <Fact term={t('info.uses')}>
          <Bullets items={monograph.uses} />
        </Fact>
        <Fact term={t('info.howToTake')}>{monograph.howToTake}</Fact>
        <Fact term={t('info.usualDose')}>{monograph.usualAdultDose.text}</Fact>
        {monograph.maxDailyDose ? <Fact term={t('info.maxDose')}>{monograph.maxDailyDose.text}</Fact> : null}
        <Fact term={t('info.sideEffects')}>
          <Bullets items={monograph.sideEffects.common} />
        </Fact>
        {monograph.sideEffects.seekHelp.length > 0 ? (
          <Fact term={t('info.seekHelp')}>
            <Bullets items={monograph.sideEffects.seekHelp} />
          </Fact>
        ) : null}
        <Fact term={t('info.warnings')}>
          <ul className="space-y-1">
            <li>
              <span className="font-semibold">{t('info.pregnancy')}:</span> {warnings.pregnancy}
            </li>
            <li>
              <span className="font-semibold">{t('info.alcohol')}:</span> {warnings.alcohol}
            </li>
            <li>
              <span className="font-semibold">{t('info.driving')}:</span> {warnings.driving}
            </li>
            {warnings.other.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </Fact>
        <Fact term={t('info.interactions')}>{monograph.interactions}</Fact>
        <Fact term={t('info.storage')}>{monograph.storage}</Fact>
        <Fact term={t('info.sources')}>
          <ul className="space-y-0.5">
            {monograph.sources.map((s) => (
              <li key={s.url}>
                <a href={s.url} target="_blank" rel="noopener noreferrer" className="text-teal-800 underline dark:text-teal-300">
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('info.reviewed', { date: monograph.reviewed })}</p>
        </Fact>
      </dl>
    </details>
  );
}

/**
 * The product page's drug information (issue 14): the monograph of each salt in the product, from
 * the knowledge base. It sits below the fold, so it asks the server only when scrolled near, and
 * shows nothing for products the knowledge base does not cover.
 */
export function DrugInfoSection({ productId }: { productId: number }) {
  return (
    <Suspense fallback={null}>
      <Section productId={productId} />
    </Suspense>
  );
}

/** The fragment that leads to this section ('/product/{slug}#drug-information'). */
export const DRUG_INFO_ANCHOR = 'drug-information';

function Section({ productId }: { productId: number }) {
  const t = useT('drugInfo');
  const language = useLanguage();
  // It asks the server only when scrolled near, or at once when a link asks for it (the assistant
  // links '/product/{slug}#drug-information'); then it scrolls itself into view, having arrived late.
  const { ref, near } = useNearScreen<HTMLDivElement>('300px');
  const linked = useLocation().hash === `#${DRUG_INFO_ANCHOR}`;
  const { data } = useDrugInfo(productId, near || linked);
  const monographs = data?.monographs ?? [];
  const shown = monographs.length > 0;
  useEffect(() => {
    if (linked && shown) ref.current?.scrollIntoView();
  }, [linked, shown, ref]);
  return (
    <div ref={ref} id={DRUG_INFO_ANCHOR} className="scroll-mt-24">
      {shown ? (
        <section
          aria-labelledby="drug-info-heading"
          className="mt-12 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 id="drug-info-heading" className="text-xl font-bold">
            {t('info.heading')}
          </h2>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('info.intro')}</p>
          {/* The monographs are written and reviewed in English; the page says so rather than machine-translate health facts. */}
          {language === 'en' ? null : <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('info.contentLanguage')}</p>}
          <div className="mt-4 space-y-3">
            {monographs.map((m, index) => (
              <MonographView key={m.id} monograph={m} open={index === 0} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
