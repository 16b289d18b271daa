import { Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { SectionErrorBoundary } from '@/components/errors/section-error-boundary';
import { adminPaths } from '@/config/admin-paths';
import { AccessDenied } from '@/features/admin/components/access-denied';
import { AdminShell } from '@/features/admin/components/admin-shell';
import { sectionsFor } from '@/features/admin/utils/sections';
import { useSession } from '@/lib/auth/session';
import { FixedLanguage } from '@/lib/i18n/fixed-language';
import { ADMIN_SECTIONS } from './admin-sections';

/**
 * /admin and /admin/{section}: the staff dashboard. The menu shows the sections of the user's role;
 * visitors, customers, and staff with no section of their role see 'Access denied. Admins only.'
 * This only chooses what to draw: every /api/admin route checks the role again on the server.
 */
export default function AdminRoute() {
  // Staff work in English (decision 038): the building blocks inside (Cancel, paging, form checks) too, whatever the header says.
  return (
    <FixedLanguage language="en" namespaces={['ui']}>
      <AdminDashboard />
    </FixedLanguage>
  );
}

function AdminDashboard() {
  const { user } = useSession();
  const { section } = useParams();
  const allowed = sectionsFor(user?.role, ADMIN_SECTIONS);
  const current = allowed.find((s) => s.id === section);
  const first = allowed[0];

  if (!first || (section !== undefined && !current && ADMIN_SECTIONS.some((s) => s.id === section))) {
    return (
      <>
        <PageMeta title="Access denied" description="The Dawa staff dashboard." />
        <AccessDenied signedIn={user !== null} />
      </>
    );
  }
  if (!current) return <Navigate to={adminPaths.dashboard(first.id)} replace />;
  const Section = current.component;
  return (
    <AdminShell sections={allowed} current={current.id}>
      <PageMeta title={`${current.label} | Admin`} description="The Dawa staff dashboard." />
      <SectionErrorBoundary
        resetKey={current.id}
        fallback={
          <p role="alert" className="font-semibold text-red-700 dark:text-red-400">
            This section could not be loaded. Reload the page to try again.
          </p>
        }
      >
        <Suspense fallback={<p role="status">Loading...</p>}>
          <Section />
        </Suspense>
      </SectionErrorBoundary>
    </AdminShell>
  );
}
