import type { CustomerMedicineWarning } from '@dawa/shared/assistant/knowledge/customer-medicines-schemas';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { Suspense, useId } from 'react';
import { useLanguage, useT } from '@/lib/i18n/use-t';

type T = ReturnType<typeof useT<'drugInfo'>>;

function listOf(t: T, names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${t('safety.and')} ${names.at(-1) ?? ''}`;
}

/** Where the new medicines are: the order being shown, or a prescription just analysed. */
export type WarningPlace = 'order' | 'prescription';

function Warning({ warning: w, t, place }: { warning: CustomerMedicineWarning; t: T; place: WarningPlace }) {
  const ordered = t('safety.saltInProducts', {
    salt: w.ordered.salt.name,
    products: listOf(
      t,
      w.ordered.products.map((p) => p.name),
    ),
  });
  const origins = listOf(
    t,
    w.existing.origins.map((o) => t(o.kind === 'prescription' ? 'history.fromPrescription' : 'history.fromOrder', { name: o.name })),
  );
  if (w.code === 'same_class') {
    return (
      <li>
        {t(place === 'order' ? 'history.sameClass' : 'history.sameClassRx', {
          ordered,
          existing: w.existing.salt.name,
          origins,
          drugClass: t(`safety.class.${w.drugClass}`),
        })}{' '}
        {w.why}
      </li>
    );
  }
  return (
    <li>
      <span className="font-semibold">
        {t(place === 'order' ? 'history.interaction' : 'history.interactionRx', {
          severity: t(`safety.severity.${w.severity}`),
          ordered,
          existing: w.existing.salt.name,
          origins,
        })}
      </span>{' '}
      {w.effect} {w.advice}{' '}
      <a href={w.source.url} target="_blank" rel="noopener noreferrer" className="underline">
        {t('safety.source', { title: w.source.title })}
      </a>
    </li>
  );
}

/**
 * What an order's (or a prescription's) medicines do with the customer's other prescriptions and
 * recent orders (issue 23): informational; the pharmacist reviews an order's warnings before approving.
 */
export function MedicineWarnings({ warnings, place }: { warnings: readonly CustomerMedicineWarning[]; place: WarningPlace }) {
  // Its own boundary: waiting for the drug texts never holds up the order page around it.
  return (
    <Suspense fallback={null}>
      <Notice warnings={warnings} place={place} />
    </Suspense>
  );
}

function Notice({ warnings, place }: { warnings: readonly CustomerMedicineWarning[]; place: WarningPlace }) {
  const t = useT('drugInfo');
  const language = useLanguage();
  const headingId = useId();
  if (warnings.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {t('history.heading')}
      </h2>
      <ul className="mt-2 list-disc space-y-2 pl-5">
        {warnings.map((w, index) => (
          <Warning key={`${w.code}:${index}`} warning={w} t={t} place={place} />
        ))}
      </ul>
      {/* Effect, advice and why are the knowledge base's English (deviation 75); a Hindi page says so. */}
      {language !== 'en' && <p className="mt-2 text-xs">{t('safety.contentLanguage')}</p>}
      <p className="mt-3 font-medium">{t('history.footer')}</p>
    </section>
  );
}
