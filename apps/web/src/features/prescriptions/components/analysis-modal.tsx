import { patientAgeParts } from '@dawa/shared/prescriptions/patient-age';
import type { DetectedMedicine, MatchedProduct, Prescription } from '@dawa/shared/prescriptions/schemas';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MedicineWarnings } from '@/components/medicines/medicine-warnings';
import { Button, buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { usePrescription } from '../api/get-prescription';
import { usePrivateFile } from '../api/get-prescription-file';
import { analysisErrorText, confidencePercent, doctorName } from '../utils/format';
import { BlobImage, openBlob } from './blob-image';
import { PrescriptionStatusBadge } from './status-badge';

export interface MedicineActions {
  /** Adds the matched product to the cart (the route passes the cart feature's add). */
  onAddToCart: (product: MatchedProduct) => void;
  /** The generic substitutes of a product (the route passes the catalogue's block). */
  renderSubstitutes: (productId: number) => ReactNode;
}

const AGE_KEYS = { years: 'patient.ageYears', months: 'patient.ageMonths', days: 'patient.ageDays' } as const;

/** The patient as read (or as the pharmacist corrected it), read-only: the sex is a code shown in the page's language. */
function PatientFacts({ prescription: p }: { prescription: Prescription }) {
  const t = useT('prescriptions');
  const age = patientAgeParts(p.patientAge);
  return (
    <>
      {p.patientName ? <Fact term={t('analysis.patient')}>{p.patientName}</Fact> : null}
      {p.patientAge ? <Fact term={t('patient.age')}>{age ? t(AGE_KEYS[age.unit], { count: age.count }) : p.patientAge}</Fact> : null}
      {p.patientSex ? <Fact term={t('patient.sex')}>{t(`patient.sex.${p.patientSex}`)}</Fact> : null}
    </>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="text-slate-600 dark:text-slate-300">{term}:</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function MedicineItem({ medicine: m, onAddToCart, renderSubstitutes }: { medicine: DetectedMedicine } & MedicineActions) {
  const t = useT('prescriptions');
  const format = useFormat();
  const product = m.product;
  const buyable = product !== null && product.sold && product.inStock;
  return (
    <li className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-semibold">{m.name}</h4>
        <span className="text-sm text-slate-700 dark:text-slate-200">
          {t('medicine.confidence', { percent: confidencePercent(m.confidence) })}
        </span>
      </div>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        {m.strength ? <Fact term={t('medicine.strength')}>{m.strength}</Fact> : null}
        {m.dosage ? <Fact term={t('medicine.dosage')}>{m.dosage}</Fact> : null}
        {m.frequency ? <Fact term={t('medicine.frequency')}>{m.frequency}</Fact> : null}
        {m.duration ? <Fact term={t('medicine.duration')}>{m.duration}</Fact> : null}
        {m.instructions ? <Fact term={t('medicine.instructions')}>{m.instructions}</Fact> : null}
      </dl>
      {product ? (
        <>
          <p className="mt-2 text-sm">
            {t('medicine.matched')} <span className="font-medium">{product.name}</span> · {format.money(product.pricePaise)}
            {!product.sold ? ` · ${t('medicine.noLongerSold')}` : !product.inStock ? ` · ${t('medicine.outOfStock')}` : ''}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            {buyable ? (
              <Button onClick={() => onAddToCart(product)} aria-label={t('medicine.addToCartLabel', { name: product.name })}>
                {t('medicine.addToCart')}
              </Button>
            ) : null}
            <Link
              to={paths.product(product.slug)}
              className={buttonClasses('secondary')}
              aria-label={t('medicine.detailsLabel', { name: product.name })}
            >
              {t('medicine.details')}
            </Link>
          </div>
          {/* The prescribed brand cannot be bought: offer the same salt and strength from other makers. */}
          {!buyable ? <div className="mt-4">{renderSubstitutes(product.id)}</div> : null}
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('medicine.notFound')}</p>
      )}
    </li>
  );
}

function DocumentView({ prescription: p }: { prescription: Prescription }) {
  const t = useT('prescriptions');
  const [zoomed, setZoomed] = useState(false);
  const isImage = p.contentType?.startsWith('image/') ?? false;
  const { data: blob, isError } = usePrivateFile(p.fileUrl);
  if (!p.fileUrl) return null;
  if (isError) return <p className="text-sm text-red-800 dark:text-red-200">{t('analysis.fileFailed')}</p>;
  if (!blob) return <p className="text-sm text-slate-600 dark:text-slate-300">{t('analysis.fileLoading')}</p>;
  if (!isImage) {
    return (
      <Button variant="secondary" onClick={() => openBlob(blob)}>
        {t('analysis.openPdf')}
      </Button>
    );
  }
  return (
    <div className="overflow-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <button
        type="button"
        onClick={() => setZoomed(!zoomed)}
        aria-pressed={zoomed}
        aria-label={zoomed ? t('analysis.zoomOut') : t('analysis.zoomIn')}
        className="block w-full"
      >
        <BlobImage
          blob={blob}
          alt={t('image', { name: p.originalName })}
          className={cn('w-full origin-top-left transition-transform', zoomed ? 'scale-150 cursor-zoom-out' : 'cursor-zoom-in')}
        />
      </button>
    </div>
  );
}

/** 'Prescription Analysis': what was read from the document, and the medicines with their products. */
export function AnalysisModal({
  initial,
  onClose,
  onAnalyze,
  analyzing,
  ...actions
}: { initial: Prescription; onClose: () => void; onAnalyze: (p: Prescription) => void; analyzing: boolean } & MedicineActions) {
  const t = useT('prescriptions');
  const format = useFormat();
  const { data, isError } = usePrescription(initial.id, initial);
  const p = data ?? initial;
  return (
    <Modal title={t('msg.analysisTitle')} onClose={onClose} className="w-[min(48rem,calc(100vw-2rem))]">
      {isError ? (
        <p role="alert" className="mb-3 text-sm text-red-800 dark:text-red-200">
          {t('msg.detailsFailed')}
        </p>
      ) : null}
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <Fact term={t('analysis.doctor')}>{t('doctor', { name: doctorName(p.doctor, t('msg.unknownDoctor')) })}</Fact>
        <div className="flex items-center gap-2">
          <dt className="text-slate-600 dark:text-slate-300">{t('analysis.status')}:</dt>
          <dd>
            <PrescriptionStatusBadge status={p.status} />
          </dd>
        </div>
        <Fact term={t('analysis.analyzed')}>{p.analyzedAt ? format.date(p.analyzedAt, 'dateTime') : t('msg.notYetAnalyzed')}</Fact>
        {p.doctorRegistrationNumber ? <Fact term={t('analysis.registration')}>{p.doctorRegistrationNumber}</Fact> : null}
        <PatientFacts prescription={p} />
      </dl>
      {p.status === 'failed' && p.analysisError ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-800 dark:text-red-200">
          {analysisErrorText(p.analysisError, t('msg.analysisFailed'))}
        </p>
      ) : null}
      <div className="mt-4">
        <DocumentView prescription={p} />
      </div>
      {p.extractedText ? (
        <section className="mt-4" aria-labelledby={`extracted-${p.id}`}>
          <h3 id={`extracted-${p.id}`} className="font-semibold">
            {t('analysis.extracted')}
          </h3>
          <pre className="mt-2 max-h-48 overflow-auto rounded-lg bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap dark:bg-slate-800">
            {p.extractedText}
          </pre>
        </section>
      ) : null}
      {p.medicineWarnings?.length ? (
        <div className="mt-4">
          <MedicineWarnings warnings={p.medicineWarnings} place="prescription" />
        </div>
      ) : null}
      <section className="mt-4" aria-labelledby={`medicines-${p.id}`}>
        <h3 id={`medicines-${p.id}`} className="font-semibold">
          {t('analysis.medicines')}
        </h3>
        {p.medicines.length > 0 ? (
          <ul className="mt-2 space-y-3">
            {p.medicines.map((m) => (
              <MedicineItem key={m.id} medicine={m} {...actions} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('analysis.noMedicines')}</p>
        )}
      </section>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('analysis.close')}
        </Button>
        {p.status === 'analyzing' ? <Button disabled>{t('msg.analyzing')}</Button> : null}
        {p.status === 'uploaded' || p.status === 'failed' ? (
          <Button onClick={() => onAnalyze(p)} disabled={analyzing}>
            {t('msg.analyze')}
          </Button>
        ) : null}
        {p.status === 'analyzed' ? (
          <Button onClick={() => onAnalyze(p)} disabled={analyzing}>
            {t('msg.reanalyze')}
          </Button>
        ) : null}
      </div>
    </Modal>
  );
}
