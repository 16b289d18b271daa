import { Fragment } from 'react';
import { Link } from 'react-router';
import { useUiT } from './ui-texts';

export interface Crumb {
  label: string;
  /** Omitted for the current page, which is the last crumb. */
  to?: string;
}

/** The trail above a page (Home / Category / Product); the last crumb is the current page. */
export function Breadcrumbs({ items, className = 'mb-4' }: { items: Crumb[]; className?: string }) {
  const t = useUiT();
  return (
    <nav aria-label={t('breadcrumbs.label')} className={`${className} text-sm text-slate-600 dark:text-slate-300`}>
      <ol className="flex flex-wrap gap-1">
        {items.map((item, index) => (
          <Fragment key={`${index}-${item.label}`}>
            {item.to ? (
              <li>
                <Link to={item.to} className="hover:underline">
                  {item.label}
                </Link>
                <span aria-hidden="true"> / </span>
              </li>
            ) : (
              <li aria-current="page" className="font-medium text-slate-900 dark:text-white">
                {item.label}
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
