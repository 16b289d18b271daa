import type { MatchedProduct, Prescription } from '@dawa/shared/prescriptions/schemas';
import FileText from 'lucide-react/icons/file-text';
import Trash2 from 'lucide-react/icons/trash-2';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { paths } from '@/config/paths';
import { usePrivateFile } from '../api/get-prescription-file';
import { analysisErrorText, dayInIndia, doctorName, previewText } from '../utils/format';
import { BlobImage } from './blob-image';
import { PrescriptionStatusBadge } from './status-badge';

export interface CardActions {
  onOpen: (prescription: Prescription) => void;
  /** Puts the prescription's medicines that are on sale in the cart and checks out with it (approved ones). */
  onOrder: (prescription: Prescription, products: MatchedProduct[]) => void;
  onAnalyze: (prescription: Prescription) => void;
  onDelete: (prescription: Prescription) => void;
  /** The prescription whose 'Analyze' request is on its way. */
  analyzingId: number | null;
}

/** The action button of a card, by status (spec): Analyze, Analyzing..., View Analysis, or the status, disabled. */
function StatusAction({
  prescription: p,
  onOpen,
  onAnalyze,
  analyzingId,
}: { prescription: Prescription } & Omit<CardActions, 'onDelete' | 'onOrder'>) {
  const t = useT('prescriptions');
  // A failed analysis can be asked for again: it is an upload whose reading did not work.
  if (p.status === 'uploaded' || p.status === 'failed') {
    const sending = analyzingId === p.id;
    return (
      <Button
        onClick={() => onAnalyze(p)}
        disabled={sending}
        aria-label={`${sending ? t('msg.analyzing') : t('msg.analyze')}: ${p.originalName}`}
      >
        {sending ? t('msg.analyzing') : t('msg.analyze')}
      </Button>
    );
  }
  if (p.status === 'analyzing') {
    return (
      <Button disabled aria-label={`${t('msg.analyzing')} ${p.originalName}`}>
        {t('msg.analyzing')}
      </Button>
    );
  }
  if (p.status === 'analyzed') {
    return (
      <Button onClick={() => onOpen(p)} aria-label={`${t('msg.viewAnalysis')}: ${p.originalName}`}>
        {t('msg.viewAnalysis')}
      </Button>
    );
  }
  return (
    <Button variant="secondary" disabled>
      {t(`status.${p.status}`)}
    </Button>
  );
}

function Thumbnail({ prescription: p, onOpen }: { prescription: Prescription; onOpen: () => void }) {
  const t = useT('prescriptions');
  const { data } = usePrivateFile(p.thumbnailUrl);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t('openDetails', { name: p.originalName })}
      className="flex h-40 w-full items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800"
    >
      {data ? (
        <BlobImage blob={data} alt={t('image', { name: p.originalName })} className="h-full w-full object-contain" />
      ) : (
        <FileText aria-hidden="true" className="size-10 text-slate-500" />
      )}
    </button>
  );
}

/** The medicines of a prescription the shop can sell now (one product once, however often it is named). */
export function orderableProducts(p: Prescription): MatchedProduct[] {
  const seen = new Map<number, MatchedProduct>();
  for (const m of p.medicines) if (m.product?.sold && m.product.inStock && !seen.has(m.product.id)) seen.set(m.product.id, m.product);
  return [...seen.values()];
}

/** An approved prescription (a doctor's e-prescription, or one a pharmacist approved) is ordered in one step. */
function OrderAction({ prescription: p, title, onOrder }: { prescription: Prescription; title: string; onOrder: CardActions['onOrder'] }) {
  const t = useT('prescriptions');
  if (p.status !== 'approved') return null;
  const products = orderableProducts(p);
  if (products.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{t('order.nothing')}</p>;
  return (
    <Button onClick={() => onOrder(p, products)} aria-label={t('order.label', { name: title })}>
      {t('order.button')}
    </Button>
  );
}

/** One prescription in the grid (spec: date, status, doctor, file name, medicines, note, image, text preview, actions). */
export function PrescriptionCard({ prescription: p, ...actions }: { prescription: Prescription } & CardActions) {
  const t = useT('prescriptions');
  const format = useFormat();
  // Our doctor's e-prescription is named by its date in the page's language; an upload keeps its file name.
  const title =
    p.source === 'e_prescription' && p.date ? t('ePrescriptionTitle', { date: format.date(dayInIndia(p.date)) }) : p.originalName;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <article aria-labelledby={`prescription-${p.id}-title`} className="flex flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm text-slate-600 dark:text-slate-300">{p.date ? format.date(dayInIndia(p.date)) : t('msg.noDate')}</p>
            <h2 id={`prescription-${p.id}-title`} className="truncate text-lg font-bold">
              {t('doctor', { name: doctorName(p.doctor, t('msg.unknownDoctor')) })}
            </h2>
            <p className="truncate text-sm text-slate-700 dark:text-slate-200" title={title}>
              {title}
            </p>
          </div>
          <PrescriptionStatusBadge status={p.status} />
        </div>
        {p.fileUrl ? <Thumbnail prescription={p} onOpen={() => actions.onOpen(p)} /> : null}
        {p.medicines.length > 0 ? (
          <div>
            <h3 className="text-sm font-semibold">{t('medicines')}</h3>
            <ul className="mt-1 flex flex-wrap gap-2 text-sm">
              {p.medicines.map((m) => (
                <li key={m.id}>
                  {m.product ? (
                    <Link
                      to={paths.product(m.product.slug)}
                      className="rounded-full bg-teal-50 px-3 py-1 font-medium text-teal-900 hover:underline dark:bg-teal-950 dark:text-teal-100"
                    >
                      {m.name}
                    </Link>
                  ) : (
                    <span className="rounded-full bg-slate-100 px-3 py-1 text-slate-800 dark:bg-slate-800 dark:text-slate-100">
                      {m.name}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {p.note ? <p className="text-sm text-slate-700 dark:text-slate-200">{t('note', { note: p.note })}</p> : null}
        {p.status === 'analyzed' && p.extractedText ? (
          <p className="rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {previewText(p.extractedText)}
          </p>
        ) : null}
        {p.status === 'failed' && p.analysisError ? (
          <p role="status" className="text-sm font-medium text-red-800 dark:text-red-200">
            {analysisErrorText(p.analysisError, t('msg.analysisFailed'))}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
          <StatusAction prescription={p} onOpen={actions.onOpen} onAnalyze={actions.onAnalyze} analyzingId={actions.analyzingId} />
          <OrderAction prescription={p} title={title} onOrder={actions.onOrder} />
          <Button variant="ghost" onClick={() => actions.onDelete(p)} aria-label={t('deleteLabel', { name: title })} className="ml-auto">
            <Trash2 aria-hidden="true" className="size-4" />
            {t('delete')}
          </Button>
        </div>
      </article>
    </li>
  );
}
