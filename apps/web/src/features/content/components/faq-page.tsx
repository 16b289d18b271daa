import type { ReactNode } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { deliveryPolicy, STORE_TERMS } from '@dawa/shared/content/policies';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageMeta } from '@/components/ui/page-meta';
import { paths, SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@/config/paths';
import { servedSettings } from '@/lib/served-settings';
import { ExternalLink, TextLink } from './static-page';

const T = STORE_TERMS;
/** The delivery rule in force (System Settings, as served into the page) and the delivery zones. */
const policy = deliveryPolicy(servedSettings().delivery);

interface Faq {
  question: string;
  answer: ReactNode;
}

const groups: { title: string; faqs: Faq[] }[] = [
  {
    title: 'Orders and delivery',
    faqs: [
      {
        question: 'How long does delivery take?',
        answer: `${policy.zones.join('; ')}. ${policy.pinCheck}`,
      },
      {
        question: 'How much is delivery?',
        answer: `${policy.charges} ${policy.counting}`,
      },
      {
        question: 'How do I track my order?',
        answer: (
          <>
            Sign in and open <TextLink to={paths.profile('orders')}>My Account &gt; Orders</TextLink>. Each order shows its status and a
            tracking timeline.
          </>
        ),
      },
      {
        question: 'Can I cancel an order?',
        answer: `Yes, from My Account > Orders, until the order has shipped. If you had paid online, the refund reaches you within ${T.refundTime}.`,
      },
    ],
  },
  {
    title: 'Prescriptions',
    faqs: [
      {
        question: 'Which medicines need a prescription?',
        answer:
          'Medicines in Schedules H and H1 of the Drugs Rules (for example antibiotics, many blood pressure and diabetes medicines) are marked "Prescription required" on their page. They can only be ordered with a valid prescription from a registered medical practitioner.',
      },
      {
        question: 'How do I send my prescription?',
        answer: (
          <>
            Attach a photo or PDF at checkout, or upload it first on the <TextLink to={paths.prescriptions()}>Upload Prescription</TextLink>{' '}
            page (JPG, PNG or PDF). It must show the doctor&apos;s name and registration number, your name, the date, the medicines and the
            doctor&apos;s signature. Our pharmacist checks it before we pack your order.
          </>
        ),
      },
      {
        question: 'Who can see my prescriptions and health reports?',
        answer:
          'Only you, and the Dawa pharmacists, doctors and administrators who need them to serve you. They are never in a public folder and are served only to a signed-in person allowed to see them.',
      },
    ],
  },
  {
    title: 'Payments and offers',
    faqs: [
      {
        question: 'How can I pay?',
        answer:
          'PhonePe, UPI, debit or credit card, net banking, or cash on delivery. Prices are in Indian rupees and include all taxes. Your order counts as paid only when the payment provider confirms it.',
      },
      {
        question: 'Do you store my card number?',
        answer: 'No. We keep only the last 4 digits to show you which card you used; the full number and CVV are never stored or logged.',
      },
      {
        question: 'How do I use a promo code?',
        answer: (
          <>
            Copy a code from the <TextLink to={paths.deals()}>Deals</TextLink> page and enter it in your cart. One code per order; each code
            says which products it applies to and until when.
          </>
        ),
      },
    ],
  },
  {
    title: 'Returns and refunds',
    faqs: [
      {
        question: 'Can I return a product?',
        answer: `Unopened over-the-counter products can be returned within ${T.otcReturnDays} days of delivery. Prescription medicines cannot be returned, unless they arrive damaged, wrong or expired.`,
      },
      {
        question: 'What if something arrives damaged?',
        answer: `Tell us within ${T.damageReportHours} hours of delivery with a photo and your order number; we replace it or refund it in full.`,
      },
      {
        question: 'When will I get my refund?',
        answer: `Within ${T.refundTime} of approval, to the way you paid.`,
      },
    ],
  },
  {
    title: 'Account, privacy and the AI assistant',
    faqs: [
      {
        question: 'How do I download or delete my data?',
        answer: (
          <>
            Under <TextLink to={paths.profile('settings')}>My Account &gt; Settings</TextLink>: &quot;Download my data&quot; saves
            everything we hold about you as my-data.json; &quot;Delete Account&quot; removes your profile, addresses and health information.
            Details are in the <TextLink to={paths.privacy()}>Privacy Policy</TextLink>.
          </>
        ),
      },
      {
        question: 'Is the AI assistant a doctor?',
        answer:
          'No. The AI assistant and symptom checker give general information only, not a diagnosis or a prescription. Always consult a doctor, and in an emergency call 112 or 108 at once.',
      },
      {
        question: 'How do I stop the newsletter?',
        answer: 'Every newsletter e-mail has an unsubscribe link at the bottom; one click stops all newsletter e-mails.',
      },
    ],
  },
];

/** /faq: common questions as an accordion (native details/summary: keyboard and screen-reader friendly). */
export function FaqPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageMeta
        title="Frequently Asked Questions"
        description="Answers about delivery, prescriptions, payments, returns, your data and the AI assistant at Dawa."
      />
      <Breadcrumbs items={[{ label: 'Home', to: paths.home() }, { label: 'FAQ' }]} />
      <h1 className="text-2xl font-bold sm:text-3xl">Frequently Asked Questions</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        Can&apos;t find your answer? Write to <ExternalLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</ExternalLink> or call{' '}
        <ExternalLink href={SUPPORT_PHONE_TEL}>{SUPPORT_PHONE_DISPLAY}</ExternalLink>.
      </p>
      {groups.map((group) => (
        <section key={group.title} className="mt-8" aria-label={group.title}>
          <h2 className="text-xl font-bold">{group.title}</h2>
          <div className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {group.faqs.map((faq) => (
              <details key={faq.question} className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-medium hover:bg-slate-50 dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
                  {faq.question}
                  <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
                </summary>
                <div className="px-4 pb-4 text-slate-700 dark:text-slate-300">{faq.answer}</div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
