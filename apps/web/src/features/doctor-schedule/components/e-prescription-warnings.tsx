import type { PrescribingWarning } from '@dawa/shared/care/prescribing-check';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useId } from 'react';
import { useLanguage, useT } from '@/lib/i18n/use-t';

type TInfo = ReturnType<typeof useT<'drugInfo'>>;
type TRx = ReturnType<typeof useT<'prescribing'>>;

/** 'A, B and C' */
function listOf(t: TInfo, names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${t('safety.and')} ${names.at(-1) ?? ''}`;
}

const amount = (t: TInfo, mg: number) => (mg >= 1000 ? t('unit.g', { amount: Math.round(mg / 10) / 100 }) : t('unit.mg', { amount: mg }));

const inProducts = (t: TInfo, side: { salt: { name: string }; products: readonly { name: string }[] }) =>
  t('safety.saltInProducts', {
    salt: side.salt.name,
    products: listOf(
      t,
      side.products.map((p) => p.name),
    ),
  });

/** The finding itself, in the page's language (effect, advice and why are the knowledge base's English). */
function Finding({ item, t, info }: { item: PrescribingWarning; t: TRx; info: TInfo }) {
  if (item.scope === 'patient') {
    const w = item.warning;
    const ordered = inProducts(info, w.ordered);
    const origins = listOf(
      info,
      w.existing.origins.map((o) => t(o.kind === 'prescription' ? 'patient.fromPrescription' : 'patient.fromOrder', { name: o.name })),
    );
    if (w.code === 'same_class')
      return (
        <>
          {t('patient.sameClass', { ordered, existing: w.existing.salt.name, origins, drugClass: info(`safety.class.${w.drugClass}`) })}{' '}
          {w.why}
        </>
      );
    return (
      <>
        {t('patient.interaction', { ordered, existing: w.existing.salt.name, origins })} {w.effect} {w.advice}{' '}
        <a href={w.source.url} target="_blank" rel="noopener noreferrer" className="underline">
          {info('safety.source', { title: w.source.title })}
        </a>
      </>
    );
  }
  const w = item.warning;
  switch (w.code) {
    case 'same_salt':
      return (
        <>
          {t('draft.sameSalt', {
            products: listOf(
              info,
              w.products.map((p) => p.name),
            ),
            salts: listOf(
              info,
              w.salts.map((s) => s.name),
            ),
          })}
        </>
      );
    case 'interaction':
      return (
        <>
          {t('draft.interaction', { a: inProducts(info, w.a), b: inProducts(info, w.b) })} {w.effect} {w.advice}{' '}
          <a href={w.source.url} target="_blank" rel="noopener noreferrer" className="underline">
            {info('safety.source', { title: w.source.title })}
          </a>
        </>
      );
    case 'same_class':
      return (
        <>
          {t('draft.sameClass', {
            salts: listOf(
              info,
              w.salts.map((s) => inProducts(info, s)),
            ),
            drugClass: info(`safety.class.${w.drugClass}`),
          })}{' '}
          {w.why}
        </>
      );
    case 'over_max_daily_dose':
      return (
        <>
          {t('draft.overMax', { salt: w.salt.name, total: amount(info, w.totalMg), max: amount(info, w.maxMg) })}
          <ul className="mt-1 list-disc pl-5">
            {w.products.map((p) => (
              <li key={p.product.productId}>{t('draft.perLine', { product: p.product.name, amount: amount(info, p.mgPerDay) })}</li>
            ))}
          </ul>
        </>
      );
  }
}

function WarningList({ items, t, info }: { items: readonly PrescribingWarning[]; t: TRx; info: TInfo }) {
  return (
    <ul className="mt-2 space-y-2">
      {items.map((item, index) => (
        <li key={`${item.scope}:${item.warning.code}:${index}`}>
          <span className="font-semibold">{t(`priority.${item.priority}`)}:</span> <Finding item={item} t={t} info={info} />
          <p className="mt-1 font-medium">{t(`action.${item.action}`)}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The draft e-prescription's warnings above Issue (issue 23, item 4): serious ones (contraindicated or
 * avoid) first in a red panel, the others below in amber. Warnings only: the doctor decides, and the
 * optional 'reviewed' tick goes to the audit log with the prescription.
 */
export function EPrescriptionWarnings({
  warnings,
  reviewed,
  onReviewedChange,
}: {
  warnings: readonly PrescribingWarning[];
  reviewed: boolean;
  onReviewedChange: (reviewed: boolean) => void;
}) {
  const t = useT('prescribing');
  const info = useT('drugInfo');
  const language = useLanguage();
  const id = useId();
  if (warnings.length === 0) return null;
  const serious = warnings.filter((w) => w.priority === 'serious');
  const others = warnings.filter((w) => w.priority !== 'serious');
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 text-sm">
      <h5 id={`${id}-heading`} className="flex items-center gap-2 font-bold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {t('check.heading')}
      </h5>
      {serious.length > 0 && (
        <div
          role="group"
          aria-labelledby={`${id}-serious`}
          className="rounded-xl border-2 border-red-500 bg-red-50 p-3 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50"
        >
          <p id={`${id}-serious`} className="text-base font-bold">
            {t('check.seriousHeading')}
          </p>
          <WarningList items={serious} t={t} info={info} />
        </div>
      )}
      {others.length > 0 && (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <WarningList items={others} t={t} info={info} />
        </div>
      )}
      {/* Effect and advice are the knowledge base's English (deviation 75); a Hindi page says so. */}
      {language !== 'en' && <p className="text-xs">{info('safety.contentLanguage')}</p>}
      <p>{t('check.footer')}</p>
      <label className="flex items-center gap-2 font-medium">
        <input type="checkbox" checked={reviewed} onChange={(e) => onReviewedChange(e.target.checked)} className="size-4" />
        {t('check.reviewed')}
      </label>
    </section>
  );
}
