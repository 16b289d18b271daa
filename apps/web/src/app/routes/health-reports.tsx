import { Navigate, useLocation } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { HealthReportsPanel } from '@/features/health-reports/components/health-reports-panel';
import { useSession } from '@/lib/auth/session';
import { useT } from '@/lib/i18n/use-t';

/** /health-reports: my health reports (the same panel as the profile's Health Reports section). Visitors log in first. */
export default function HealthReportsRoute() {
  const t = useT('healthReports');
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to={paths.login()} replace state={{ from: location.pathname }} />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <HealthReportsPanel headingLevel={1} />
    </div>
  );
}
