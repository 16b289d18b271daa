import type { CartSafetyWarning } from '@dawa/shared/assistant/knowledge/schemas';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { Suspense, useId } from 'react';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { useCartSafety } from '../api/check-cart-safety';

type T = ReturnType<typeof useT<'drugInfo'>>;

/** 'A, B and C' */
function listOf(t: T, names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${t('safety.and')} ${names.at(-1) ?? ''}`;
}

/** 650 mg, or 5.2 g from a gram up. */
function amount(t: T, mg: number): string {
  return mg >= 1000 ? t('unit.g', { amount: Math.round(mg / 10) / 100 }) : t('unit.mg', { amount: mg });
}

function WarningItem({ warning, t }: { warning: CartSafetyWarning; t: T }) {
  switch (warning.code) {
    case 'same_salt':
      return (
        <li>
          {t('safety.sameSalt', {
            products: listOf(
              t,
              warning.products.map((p) => p.name),
            ),
            salts: listOf(
              t,
              warning.salts.map((s) => s.name),
            ),
          })}
        </li>
      );
    case 'interaction': {
      const side = (s: typeof warning.a) =>
        t('safety.saltInProducts', {
          salt: s.salt.name,
          products: listOf(
            t,
            s.products.map((p) => p.name),
          ),
        });
      return (
        <li>
          <span className="font-semibold">
            {t('safety.interaction', { severity: t(`safety.severity.${warning.severity}`), a: side(warning.a), b: side(warning.b) })}
          </span>{' '}
          {warning.effect} {warning.advice}{' '}
          <a href={warning.source.url} target="_blank" rel="noopener noreferrer" className="underline">
            {t('safety.source', { title: warning.source.title })}
          </a>
        </li>
      );
    }
    case 'same_class':
      return (
        <li>
          {t('safety.sameClass', {
            drugClass: t(`safety.class.${warning.drugClass}`),
            salts: listOf(
              t,
              warning.salts.map((s) =>
                t('safety.saltInProducts', {
                  salt: s.salt.name,
                  products: listOf(
                    t,
                    s.products.map((p) => p.name),
                  ),
                }),
              ),
            ),
          })}{' '}
          {warning.why}
        </li>
      );
    case 'over_max_daily_dose':
      return (
        <li>
          {t('safety.overMax', { salt: warning.salt.name, total: amount(t, warning.totalMg), max: amount(t, warning.maxMg) })}
          <ul className="mt-1 list-disc pl-5">
            {warning.products.map((p) => (
              <li key={p.product.productId}>{t('safety.perProduct', { product: p.product.name, amount: amount(t, p.mgPerDay) })}</li>
            ))}
          </ul>
        </li>
      );
  }
}

/**
 * The cart safety check (issue 14) for the products in the cart or checkout: the same salt twice,
 * known interacting pairs and a daily total over the maximum. Informational: it never blocks the
 * order, and it shows nothing while loading, on failure, or when all is well.
 */
export function CartSafetyNotice({ productIds }: { productIds: readonly number[] }) {
  // Its own boundary: waiting for the texts never holds up the cart or checkout around it.
  return (
    <Suspense fallback={null}>
      <Notice productIds={productIds} />
    </Suspense>
  );
}

function Notice({ productIds }: { productIds: readonly number[] }) {
  const t = useT('drugInfo');
  const language = useLanguage();
  const headingId = useId();
  const { data } = useCartSafety(productIds);
  if (!data || data.warnings.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-base font-bold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {t('safety.heading')}
      </h2>
      <ul className="mt-2 list-disc space-y-2 pl-5">
        {data.warnings.map((warning, index) => (
          <WarningItem key={`${warning.code}:${index}`} warning={warning} t={t} />
        ))}
      </ul>
      {/* An interaction's effect and advice are the knowledge base's English (deviation 75); a Hindi page says so. */}
      {language !== 'en' && data.warnings.some((w) => w.code === 'interaction' || w.code === 'same_class') && (
        <p className="mt-2 text-xs">{t('safety.contentLanguage')}</p>
      )}
      <p className="mt-3 font-medium">{t('safety.footer')}</p>
    </section>
  );
}
