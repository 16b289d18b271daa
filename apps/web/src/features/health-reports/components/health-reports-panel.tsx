import type { HealthReport } from '@dawa/shared/care/health-reports';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadFailed, Pager } from '@/components/ui/list-states';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useSession } from '@/lib/auth/session';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { useDeleteHealthReport } from '../api/delete-health-report';
import { useHealthReports } from '../api/get-health-reports';
import { openHealthReportFile } from '../api/open-health-report-file';
import { HealthReportForm } from './health-report-form';

/**
 * Health Reports (the /health-reports page and the profile's section): list, add, delete. Staff
 * (a doctor's patients, or everyone's for admins) see whose report each is.
 */
export function HealthReportsPanel({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const t = useT('healthReports');
  const id = useId();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const reports = useHealthReports(page);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id={id} className={headingLevel === 1 ? 'text-3xl font-bold' : 'text-xl font-bold'}>
          {t('heading')}
        </Heading>
        {adding ? null : <Button onClick={() => setAdding(true)}>{t('add')}</Button>}
      </div>
      {adding ? <HealthReportForm onDone={() => setAdding(false)} /> : null}
      {reports.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : reports.isError ? (
        <LoadFailed message={t('msg.fetchFailed')} onRetry={() => void reports.refetch()} />
      ) : reports.data.items.length === 0 ? (
        <EmptyState title={t('msg.empty')} />
      ) : (
        <>
          <ul className="grid gap-4">
            {reports.data.items.map((report) => (
              <li key={report.id}>
                <HealthReportCard report={report} />
              </li>
            ))}
          </ul>
          <Pager page={page} pageCount={reports.data.pageCount} onPage={setPage} label={t('pages')} />
        </>
      )}
    </section>
  );
}

const DETAILS = ['food', 'medicines', 'allergies', 'foodHabits', 'pastTreatments'] as const;

function HealthReportCard({ report }: { report: HealthReport }) {
  const t = useT('healthReports');
  const format = useFormat();
  const errorText = useApiErrorText();
  const { user } = useSession();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteHealthReport();
  const mine = user?.id === report.userId;
  const uploaded = report.fileUrl?.startsWith('/api/') ?? false;

  async function openFile() {
    // A new tab opened now (inside the click) is not blocked; it gets the file once it has arrived.
    const tab = window.open('', '_blank');
    try {
      const url = URL.createObjectURL(await openHealthReportFile(report.id));
      if (tab) tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      tab?.close();
      toast(errorText(error, t('openFailed')), 'error');
    }
  }

  function confirmDelete() {
    setConfirming(false);
    remove.mutate(report.id, {
      onSuccess: () => toast(t('msg.deleted')),
      onError: (error) => toast(errorText(error, t('msg.deleteFailed')), 'error'),
    });
  }

  return (
    <article aria-label={report.title} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-semibold">{report.title}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {format.date(report.createdAt)}
            {mine ? null : ` · ${report.patientName}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {report.fileUrl && uploaded ? (
            <Button variant="secondary" onClick={() => void openFile()} aria-label={t('viewFileLabel', { title: report.title })}>
              {t('viewFile')}
            </Button>
          ) : null}
          {report.fileUrl && !uploaded ? (
            <a
              href={report.fileUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex items-center rounded-lg px-4 py-2 text-sm font-semibold text-teal-800 underline dark:text-teal-300"
            >
              {t('openLink')}
              <span className="sr-only"> {t('openLinkOf', { title: report.title })}</span>
            </a>
          ) : null}
          {mine ? (
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() => setConfirming(true)}
              aria-label={t('deleteLabel', { title: report.title })}
            >
              {t('delete')}
            </Button>
          ) : null}
        </div>
      </div>
      <p className="mt-3 whitespace-pre-line">{report.description}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {DETAILS.filter((name) => report[name]).map((name) => (
          <div key={name} className="flex gap-2">
            <dt className="font-medium">{t(`field.${name}`)}:</dt>
            <dd className="text-slate-700 dark:text-slate-300">{report[name]}</dd>
          </div>
        ))}
      </dl>
      {confirming ? (
        <Modal title={t('deleteTitle')} role="alertdialog" description={t('msg.confirmDelete')} onClose={() => setConfirming(false)}>
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button variant="danger" onClick={confirmDelete}>
              {t('delete')}
            </Button>
          </div>
        </Modal>
      ) : null}
    </article>
  );
}
