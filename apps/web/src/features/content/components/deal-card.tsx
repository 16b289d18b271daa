import { findCategory } from '@dawa/shared/catalog/categories';
import { dealLastMoment, dealShopTarget, type Deal } from '@dawa/shared/content/deals';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { CopyCodeButton } from './copy-code-button';

/** Where 'Shop Now' goes: the products the deal's code applies to. */
export function dealShopPath(deal: Deal): string {
  const target = dealShopTarget(deal);
  switch (target.kind) {
    case 'category':
      return findCategory(target.slug)?.path ?? paths.categoryBySlug(target.slug);
    case 'search':
      return paths.search({ tag: target.tag, category: target.category });
    case 'all':
      return paths.categories();
  }
}

export function DealCard({ deal }: { deal: Deal }) {
  const titleId = `deal-${deal.code}-title`;
  const t = useT('content');
  const format = useFormat();
  const validity = deal.validUntil === null ? t('deal.noEnd') : t('deal.validTill', { date: format.date(dealLastMoment(deal.validUntil), 'dateLong') });
  return (
    <article aria-labelledby={titleId} className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {deal.image ? <img src={deal.image} alt="" width={480} height={270} className="aspect-video w-full object-cover" /> : null}
      <div className="flex flex-1 flex-col p-5">
        <h2 id={titleId} className="text-lg font-bold">
          {deal.title}
        </h2>
        {/* The seeded deals repeat the title as their description: say it once. */}
        {deal.description && deal.description !== deal.title ? <p className="mt-1 text-slate-700 dark:text-slate-300">{deal.description}</p> : null}
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('deal.appliesTo', { scope: deal.scopeLabel })}</p>
        <p className="mt-3 text-sm font-medium text-slate-700 dark:text-slate-300">{validity}</p>
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          {t('deal.code')}{' '}
          <code className="rounded-md border border-dashed border-teal-700 bg-teal-50 px-2 py-1 font-mono text-base font-bold tracking-wider text-teal-900 dark:border-teal-300 dark:bg-slate-800 dark:text-teal-200">
            {deal.code}
          </code>
        </p>
        <div className="mt-4 flex flex-1 flex-wrap items-end justify-between gap-3">
          <CopyCodeButton code={deal.code} />
          <Link to={dealShopPath(deal)} className={buttonClasses('primary')} aria-label={t('deal.shopNowLabel', { scope: deal.scopeLabel })}>
            {t('deal.shopNow')}
          </Link>
        </div>
      </div>
    </article>
  );
}
