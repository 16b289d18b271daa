import type { ReactNode } from 'react';
import { usePageMeta } from '@/components/ui/page-meta';

/** The centred card the account pages share: a title, an optional line under it, the content. */
export function AuthCard({ title, description, subtitle, children }: { title: string; description: string; subtitle?: ReactNode; children: ReactNode }) {
  usePageMeta(title, description);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold">{title}</h1>
        {subtitle ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

export const textLinkClasses = 'font-medium text-teal-800 underline-offset-2 hover:underline dark:text-teal-300';
