import { packWord } from '@dawa/shared/catalog/pack-word';
import type { Substitute } from '@dawa/shared/catalog/substitutes';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useProductActions } from '@/components/products/product-actions';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/i18n/use-format';
import { usePackLabel } from '@/lib/i18n/use-pack-label';
import { useT } from '@/lib/i18n/use-t';
import { useSubstitutes } from '../api/get-substitutes';

function SubstituteCard({ substitute }: { substitute: Substitute }) {
  const actions = useProductActions();
  const t = useT('catalog');
  const format = useFormat();
  // 'You save ₹12 per strip': the saving against the product looked at, for its pack.
  const packLabel = usePackLabel();
  const saving = substitute.savingPaise
    ? t(`substitutes.saving.${packWord(substitute.dosageForm)}`, { amount: format.money(substitute.savingPaise) })
    : null;
  return (
    <li className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <p className="text-xs font-semibold tracking-wide text-teal-800 uppercase dark:text-teal-300">{t('substitutes.badge')}</p>
      <Link to={paths.product(substitute.id)} className="mt-1 font-semibold text-slate-900 hover:text-teal-800 hover:underline dark:text-white dark:hover:text-teal-300">
        {substitute.name}
      </Link>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {substitute.manufacturer}
        {substitute.packSize ? <span> · {packLabel(substitute.packSize)}</span> : null}
      </p>
      <p className="text-sm text-slate-700 dark:text-slate-200">{substitute.activeIngredient}</p>
      {/* The price alone (not the shared PriceTag: importing it here would split it out of the home page's chunk). */}
      <p className="mt-2 text-lg font-bold text-slate-900 dark:text-white">{format.money(substitute.pricePaise)}</p>
      {saving ? <p className="mt-1 text-sm font-semibold text-emerald-800 dark:text-emerald-300">{saving}</p> : null}
      {/* The cart and wishlist controls the app provides to every product card. */}
      {actions ? (
        <div className="-mx-4 mt-3 -mb-4">
          <actions.CardActions product={substitute} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * The generic substitutes of a product (same salt, strength and form, in stock, cheapest first). A
 * failed request, or none, shows nothing (or `empty` when given): the page around it does not depend on it.
 */
export function SubstitutesList({ productId, headingLevel = 2, empty = null }: { productId: number | string; headingLevel?: 2 | 3; empty?: ReactNode }) {
  const { data } = useSubstitutes(productId);
  const headingId = useId();
  const t = useT('catalog');
  if (!data) return null;
  if (data.items.length === 0) return <>{empty}</>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className={headingLevel === 2 ? 'text-2xl font-bold' : 'text-base font-bold'}>
        {t('substitutes.heading')}
      </Heading>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('substitutes.explained')}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.items.map((s) => (
          <SubstituteCard key={s.id} substitute={s} />
        ))}
      </ul>
    </section>
  );
}

/** The product page's block (lazily loaded): shown only when other makers sell the same medicine. */
export default function ProductSubstitutes({ productId }: { productId: number }) {
  return (
    <div className="mt-14">
      <SubstitutesList productId={productId} />
    </div>
  );
}
