import type { Prescription } from '@dawa/shared/prescriptions/schemas';
import Search from 'lucide-react/icons/search';
import Upload from 'lucide-react/icons/upload';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, Pager } from '@/components/ui/list-states';
import { Button, buttonClasses } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-styles';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useAnalyzePrescription } from '../api/analyze-prescription';
import { useDeletePrescription } from '../api/delete-prescription';
import { usePrescriptions } from '../api/get-prescriptions';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { AnalysisModal, type MedicineActions } from './analysis-modal';
import { PrescriptionCard, type CardActions } from './prescription-card';

/** What the route wires in: the cart's add, the catalogue's substitutes, and ordering a whole prescription. */
export type PrescriptionsPageActions = MedicineActions & Pick<CardActions, 'onOrder'>;
import { UploadModal } from './upload-modal';

function LoginRequired() {
  const t = useT('prescriptions');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t('msg.loginRequired')}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-200">{t('msg.loginRequiredBody')}</p>
      <Link to={paths.login()} state={{ from: paths.prescriptions() }} className={buttonClasses('primary', 'mt-8')}>
        {t('login')}
      </Link>
    </div>
  );
}

function Loading() {
  const t = useT('prescriptions');
  return (
    <div role="status" className="flex justify-center py-16">
      <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-teal-700 border-t-transparent" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}

function ConfirmDelete({ prescription, onClose }: { prescription: Prescription; onClose: () => void }) {
  const t = useT('prescriptions');
  const errorText = useApiErrorText();
  const remove = useDeletePrescription();
  return (
    <Modal title={t('delete.title')} role="alertdialog" description={t('msg.confirmDelete')} onClose={onClose}>
      <p className="text-sm break-all">{prescription.originalName}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          {t('cancel')}
        </Button>
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(prescription.id, {
              onSuccess: () => {
                toast(t('msg.deleted'));
                onClose();
              },
              onError: (error) => toast(errorText(error, t('msg.deleteFailed')), 'error'),
            })
          }
        >
          {remove.isPending ? t('deleting') : t('delete')}
        </Button>
      </div>
    </Modal>
  );
}

function PrescriptionList(props: PrescriptionsPageActions) {
  const t = useT('prescriptions');
  const errorText = useApiErrorText();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);
  const [opened, setOpened] = useState<Prescription | null>(null);
  const [deleting, setDeleting] = useState<Prescription | null>(null);
  const query = useDebouncedValue(search, 300);
  const { data, isPending, isError, refetch } = usePrescriptions(query, page);
  const analyze = useAnalyzePrescription();

  function startAnalysis(p: Prescription) {
    analyze.mutate(p.id, { onError: (error) => toast(errorText(error, t('msg.analysisFailed')), 'error') });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('msg.heading')}</h1>
        <Button onClick={() => setUploading(true)}>
          <Upload aria-hidden="true" className="size-4" />
          {t('msg.uploadAndAnalyze')}
        </Button>
      </div>
      <div className="relative mt-6 max-w-md">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <input
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          placeholder={t('msg.searchPlaceholder')}
          aria-label={t('msg.searchPlaceholder')}
          maxLength={100}
          className={`${inputClasses} pl-9`}
        />
      </div>

      <div className="mt-6">
        {isPending ? (
          <Loading />
        ) : isError ? (
          <div
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
          >
            <p className="font-semibold">{t('msg.loadFailed')}</p>
            <Button variant="secondary" className="mt-4" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : data.items.length === 0 ? (
          <EmptyState title={t('msg.empty')}>
            {query.trim() ? null : (
              <Button className="mt-4" onClick={() => setUploading(true)}>
                {t('msg.uploadFirst')}
              </Button>
            )}
          </EmptyState>
        ) : (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.items.map((p) => (
                <PrescriptionCard
                  key={p.id}
                  prescription={p}
                  onOpen={setOpened}
                  onOrder={props.onOrder}
                  onAnalyze={startAnalysis}
                  onDelete={setDeleting}
                  analyzingId={analyze.isPending ? (analyze.variables ?? null) : null}
                />
              ))}
            </ul>
            <Pager page={data.page} pageCount={data.pageCount} onPage={setPage} label={t('pages')} />
          </>
        )}
      </div>

      {uploading ? <UploadModal onClose={() => setUploading(false)} /> : null}
      {opened ? (
        <AnalysisModal
          initial={opened}
          onClose={() => setOpened(null)}
          onAnalyze={startAnalysis}
          analyzing={analyze.isPending}
          onAddToCart={props.onAddToCart}
          renderSubstitutes={props.renderSubstitutes}
        />
      ) : null}
      {deleting ? <ConfirmDelete prescription={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  );
}

/** /prescriptions: 'Login Required' for visitors, else My Prescriptions (spec: account-and-care §2). */
export function PrescriptionsPage(props: PrescriptionsPageActions) {
  const { user, restoring } = useSession();
  if (!user) return restoring ? <Loading /> : <LoginRequired />;
  return <PrescriptionList {...props} />;
}
