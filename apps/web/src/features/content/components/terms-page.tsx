import { deliveryPolicy, STORE_TERMS } from '@dawa/shared/content/policies';
import { paths } from '@/config/paths';
import { servedSettings } from '@/lib/served-settings';
import { Bullets, StaticPage, TextLink, type StaticSection } from './static-page';
import { useT } from '@/lib/i18n/use-t';

const T = STORE_TERMS;

const sections: StaticSection[] = [
  {
    id: 'using',
    heading: 'Using Dawa',
    body: (
      <p>
        By creating an account or placing an order you accept these terms. You must be 18 or older and give true details, and you are
        responsible for keeping your password secret. We may suspend accounts used to misuse prescriptions, place fraudulent orders or
        attack the service.
      </p>
    ),
  },
  {
    id: 'prescriptions',
    heading: 'Prescription medicines',
    body: (
      <Bullets
        items={[
          'Prescription drugs are sold only against a valid prescription from a registered medical practitioner, which you attach to your order. Our registered pharmacist checks every prescription before dispensing.',
          'We may refuse or reduce an order when a prescription is unclear, expired, altered or does not cover the medicine or quantity ordered; you are refunded for anything we do not dispense.',
          'We do not sell Schedule X (narcotic and psychotropic) medicines online.',
        ]}
      />
    ),
  },
  {
    id: 'ai',
    heading: 'Health information and the AI assistant',
    body: (
      <p>
        The AI assistant, the symptom checker, the chat bubble and our articles give information only. They are not medical advice, a
        diagnosis or a prescription, and they do not replace a doctor. Always read the label and consult a doctor or pharmacist before
        starting a medicine. In an emergency call 112 or 108.
      </p>
    ),
  },
  {
    id: 'prices',
    heading: 'Prices and payment',
    body: (
      <Bullets
        items={[
          'All prices are in Indian rupees (INR) and include all applicable taxes (GST). We never charge more than the MRP printed on the pack.',
          'The price you pay is the one shown when you place the order. If an obvious pricing error slips through, we will tell you and let you cancel for a full refund.',
          'You can pay with PhonePe, UPI, card, net banking or cash on delivery. An order counts as paid only when the payment provider confirms the payment.',
          <>
            One promo code per order; each code applies to the products and dates stated on the{' '}
            <TextLink to={paths.deals()}>Deals</TextLink> page.
          </>,
        ]}
      />
    ),
  },
  {
    id: 'delivery',
    heading: 'Delivery',
    body: (
      <p>
        Delivery takes {T.standardDelivery} depending on your PIN code. {deliveryPolicy(servedSettings().delivery).charges}{' '}
        {deliveryPolicy(servedSettings().delivery).counting} Details are in the <TextLink to={paths.shipping()}>Shipping Policy</TextLink>.
      </p>
    ),
  },
  {
    id: 'returns',
    heading: 'Cancellations, returns and refunds',
    body: (
      <Bullets
        items={[
          'You can cancel an order until it is shipped.',
          `Over-the-counter products can be returned within ${T.otcReturnDays} days of delivery, unopened and in their original packaging.`,
          'Prescription drugs cannot be returned once delivered.',
          `Damaged, wrong or expired items must be reported within ${T.damageReportHours} hours of delivery; we replace or refund them.`,
          `Refunds are made within ${T.refundTime} of approval, to the original payment method.`,
          <>
            See the <TextLink to={paths.returns()}>Returns policy</TextLink>.
          </>,
        ]}
      />
    ),
  },
  {
    id: 'reviews',
    heading: 'Reviews and content you post',
    body: (
      <p>
        Reviews must be your own honest experience with the product. Do not post other people&apos;s personal or health details, advertising
        or abusive content; we may remove reviews that break these rules. You keep ownership of what you post and let us show it on Dawa.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Our responsibility',
    body: (
      <p>
        We dispense genuine products from licensed suppliers and are responsible for our service as the law provides. We are not responsible
        for harm caused by using a medicine against the label, the prescription or a doctor&apos;s advice, or by delays outside our control
        such as floods, strikes or courier disruptions. Nothing in these terms limits your rights as a consumer under Indian law.
      </p>
    ),
  },
  {
    id: 'law',
    heading: 'Governing law and disputes',
    body: (
      <p>
        These terms are governed by the laws of India, including the Drugs and Cosmetics Act, 1940, the Consumer Protection Act, 2019 and
        the Consumer Protection (E-Commerce) Rules, 2020. Please contact our Grievance Officer first (see{' '}
        <TextLink to={paths.legal()}>Legal</TextLink>
        ); unresolved disputes go to the consumer commissions or the courts that have jurisdiction in India.
      </p>
    ),
  },
];

/** /terms: the terms of sale and use. */
export function TermsPage() {
  const t = useT('content');
  return (
    <StaticPage
      title={t('terms.title')}
      description={t('terms.meta')}
      textLanguage="en"
      updated="2026-11-21"
      intro={<p>These terms apply to everyone who browses, orders from or has an account with Dawa.</p>}
      sections={sections}
    />
  );
}
