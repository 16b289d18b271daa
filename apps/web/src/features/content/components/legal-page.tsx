import { INDIAN_LAWS } from '@dawa/shared/content/policies';
import { paths, SUPPORT_EMAIL } from '@/config/paths';
import { Bullets, ExternalLink, StaticPage, TextLink, type StaticSection } from './static-page';
import { useT } from '@/lib/i18n/use-t';

/**
 * A detail only the business running the store can supply (its company number, licences). Shown as
 * a visible, labelled blank rather than invented numbers.
 */
function OperatorField({ label }: { label: string }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[14rem_1fr]">
      <dt className="font-medium">{label}</dt>
      <dd>
        <span className="rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-950 dark:bg-amber-900/60 dark:text-amber-100">To be filled in by the operator</span>
      </dd>
    </div>
  );
}

const sections: StaticSection[] = [
  {
    id: 'company',
    heading: 'Company details',
    body: (
      <dl className="divide-y divide-slate-200 dark:divide-slate-800">
        <OperatorField label="Legal name" />
        <OperatorField label="Corporate Identity Number (CIN)" />
        <OperatorField label="Registered office" />
        <OperatorField label="GSTIN" />
        <OperatorField label="PAN" />
      </dl>
    ),
  },
  {
    id: 'licences',
    heading: 'Licences',
    body: (
      <>
        <p>Medicines are sold from licensed premises under the supervision of a registered pharmacist.</p>
        <dl className="divide-y divide-slate-200 dark:divide-slate-800">
          <OperatorField label="Retail drug licence (Forms 20 and 21)" />
          <OperatorField label="Licensed premises address" />
          <OperatorField label="Registered pharmacist and registration number" />
          <OperatorField label="FSSAI licence (food supplements)" />
        </dl>
      </>
    ),
  },
  {
    id: 'grievance',
    heading: 'Grievance Officer',
    body: (
      <>
        <p>
          As the Consumer Protection (E-Commerce) Rules, 2020 and the Digital Personal Data Protection Act, 2023 require, complaints are handled by
          our Grievance Officer. We acknowledge a complaint within 48 hours and resolve it within one month. Until the details below are filled in,
          write to <ExternalLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</ExternalLink>.
        </p>
        <dl className="divide-y divide-slate-200 dark:divide-slate-800">
          <OperatorField label="Name and designation" />
          <OperatorField label="E-mail and phone" />
        </dl>
      </>
    ),
  },
  {
    id: 'laws',
    heading: 'Laws we operate under',
    body: (
      <Bullets
        items={INDIAN_LAWS.map((law) => (
          <>
            <strong>{law.name}</strong> {law.about}
          </>
        ))}
      />
    ),
  },
  {
    id: 'disclaimers',
    heading: 'Disclaimers',
    body: (
      <Bullets
        items={[
          'Products sold on Dawa are not intended to diagnose, treat, cure or prevent any disease except as directed by a doctor. Always read the label.',
          'Information on this site, including product descriptions, articles and the answers of the AI assistant, is general information and not medical advice.',
          'Product images are illustrative; the pack you receive may look different while containing the same product and strength.',
          'Dawa is not an emergency service. In an emergency call 112, or 108 for an ambulance.',
        ]}
      />
    ),
  },
  {
    id: 'policies',
    heading: 'Our policies',
    body: (
      <p>
        <TextLink to={paths.terms()}>Terms of Service</TextLink>, <TextLink to={paths.privacy()}>Privacy Policy</TextLink>,{' '}
        <TextLink to={paths.shipping()}>Shipping Policy</TextLink> and <TextLink to={paths.returns()}>Returns &amp; Refunds</TextLink>.
      </p>
    ),
  },
];

/** /legal: who runs the store, its licences, the grievance officer, the law and disclaimers. */
export function LegalPage() {
  const t = useT('content');
  return (
    <StaticPage
      title={t('legal.title')}
      description={t('legal.meta')}
      textLanguage="en"
      updated="2026-11-21"
      intro={<p>Who runs this pharmacy, under which licences and laws.</p>}
      sections={sections}
    />
  );
}
