import { useRouteLoading } from '@/lib/route-loading';

/** A thin bar at the top while the next route's code is loading (the current page stays meanwhile). */
export function NavigationProgress() {
  if (!useRouteLoading()) return null;
  return (
    <div
      data-testid="navigation-progress"
      aria-hidden="true"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-teal-100 dark:bg-slate-800"
    >
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-teal-600 dark:bg-teal-300" />
    </div>
  );
}
