import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';
import { BlogPanel } from './blog-panel';
import { HeroPanel } from './hero-panel';
import { PoliciesPanel } from './policies-panel';
import { PromosPanel } from './promos-panel';

const TABS = [
  { id: 'promos', label: 'Deals & promo codes', Panel: PromosPanel },
  { id: 'blog', label: 'Blog articles', Panel: BlogPanel },
  { id: 'hero', label: 'Home hero banner', Panel: HeroPanel },
  { id: 'policies', label: 'Policy pages', Panel: PoliciesPanel },
] as const;

/** Site Content: deals and promo codes, blog articles, the home hero banner and the policy pages (?tab=). */
export function SiteContentSection() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const current = TABS.find((t) => t.id === params.get('tab')) ?? TABS[0];
  const { Panel } = current;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Site Content
      </h2>
      <nav aria-label="Site content parts" className="mt-4 flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <button
            key={tab.id}
            type="button"
            aria-current={tab.id === current.id ? 'page' : undefined}
            onClick={() => setParams({ tab: tab.id })}
            className={cn(
              'rounded-full border px-4 py-1.5 text-sm font-medium',
              tab.id === current.id
                ? 'border-teal-700 bg-teal-700 text-white dark:border-teal-400 dark:bg-teal-400 dark:text-slate-950'
                : 'border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800',
            )}
          >
            {tab.label}
          </button>
        ))}
      </nav>
      <div className="mt-6">
        <Panel />
      </div>
    </section>
  );
}
