import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '@/config/admin-paths';
import { cn } from '@/lib/cn';
import type { AdminSection } from '../utils/sections';

/** The dashboard's frame: its heading, the side menu of the sections the role sees, and the open section. */
export function AdminShell({
  sections,
  current,
  children,
}: {
  sections: readonly Pick<AdminSection, 'id' | 'label'>[];
  current: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Admin Dashboard</h1>
      <div className="mt-6 grid gap-8 md:grid-cols-[15rem_1fr]">
        <nav aria-label="Admin dashboard">
          <ul className="flex gap-1 overflow-x-auto md:flex-col">
            {sections.map(({ id, label }) => (
              <li key={id} className="shrink-0">
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
