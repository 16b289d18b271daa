import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { adminPaths } from '@/config/admin-paths';
import { cn } from '@/lib/cn';
import type { AdminSection } from '../utils/sections';

type MenuSection = Pick<AdminSection, 'id' | 'label'>;

/**
 * The dashboard's frame: its heading, the menu of the sections the role sees, and the open section.
 * On a phone the menu is one select (fifteen links in a row made the page 1,500 px wide); from md up
 * it is the side menu. The section column may shrink below its content (minmax(0, 1fr)), so a wide
 * table scrolls inside its own box instead of widening the page.
 */
export function AdminShell({ sections, current, children }: { sections: readonly MenuSection[]; current: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Admin Dashboard</h1>
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-8 md:grid-cols-[15rem_minmax(0,1fr)]">
        <SectionSelect sections={sections} current={current} />
        <nav aria-label="Admin dashboard" className="hidden md:block">
          <ul className="flex flex-col gap-1">
            {sections.map(({ id, label }) => (
              <li key={id}>
                <Link
                  to={adminPaths.dashboard(id)}
                  aria-current={id === current ? 'page' : undefined}
                  className={cn(
                    'block rounded-lg px-3 py-2 text-sm font-medium',
                    id === current
                      ? 'bg-teal-700 text-white dark:bg-teal-400 dark:text-slate-950'
                      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                  )}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}

/** The phone's menu: choosing a section opens it. */
function SectionSelect({ sections, current }: { sections: readonly MenuSection[]; current: string }) {
  const navigate = useNavigate();
  return (
    <div className="md:hidden">
      <label htmlFor="admin-section" className={labelClasses}>
        Section
      </label>
      <select
        id="admin-section"
        className={inputClasses}
        value={current}
        onChange={(e) => void navigate(adminPaths.dashboard(e.target.value))}
      >
        {sections.map(({ id, label }) => (
          <option key={id} value={id}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
