import { STORE_TERMS } from '@dawa/shared/content/policies';
import { paths, SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@/config/paths';
import { Bullets, ExternalLink, StaticPage, TextLink, type StaticSection } from './static-page';

const T = STORE_TERMS;

const sections: StaticSection[] = [
  {
    id: 'otc',
    heading: 'Over-the-counter products: 30-day returns',
    body: (
      <>
        <p>
          You can return over-the-counter (OTC) medicines and health products within <strong>{T.otcReturnDays} days of delivery</strong> if they
          are:
        </p>
        <Bullets items={['unopened, with the seal intact and in the original packaging;', 'unused and not damaged after delivery;', 'sent back with the invoice or order number.']} />
      </>
    ),
  },
  {
    id: 'prescription',
    heading: 'Prescription medicines cannot be returned',
    body: (
      <p>
        For your safety and as pharmacy rules require, prescription medicines cannot be returned or exchanged once delivered: we cannot be sure how
        they were stored, so they can never be sold again. The only exception is a problem on our side, described below.
      </p>
    ),
  },
  {
    id: 'damaged',
    heading: 'Damaged, wrong or expired items',
    body: (
      <p>
        If an item arrives damaged, leaking, tampered with, past its expiry date or is not what you ordered, report it within{' '}
        <strong>{T.damageReportHours} hours of delivery</strong>, with a photo of the item and the packaging. This applies to every product,
        including prescription medicines. We replace the item at no cost or refund it in full, including the delivery charge.
      </p>
    ),
  },
  {
    id: 'how',
    heading: 'How to return an item',
    body: (
      <Bullets
        items={[
          <>
            Write to <ExternalLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</ExternalLink> or call{' '}
            <ExternalLink href={SUPPORT_PHONE_TEL}>{SUPPORT_PHONE_DISPLAY}</ExternalLink> with your order number, the item and the reason.
          </>,
          'We confirm within one business day and arrange a pickup from your delivery address; you do not pay for the return.',
          'Once the item reaches us and passes a quick check, we start the refund.',
        ]}
      />
    ),
  },
  {
    id: 'refunds',
    heading: 'Refunds',
    body: (
      <>
        <p>
          Refunds reach you within <strong>{T.refundTime}</strong> of approval, to the way you paid: card, UPI, net banking or PhonePe. For cash on
          delivery orders we refund to a bank account or UPI ID you give us.
        </p>
        <p>
          Orders cancelled before they ship are refunded in the same way. You can cancel an order yourself under{' '}
          <TextLink to={paths.profile('orders')}>My Account &gt; Orders</TextLink> until it is shipped.
        </p>
      </>
    ),
  },
];

/** /returns: what can be returned, the prescription exception, and refund times. */
export function ReturnsPage() {
  return (
    <StaticPage
      title="Returns & Refunds"
      description={`Return unopened over-the-counter products within ${T.otcReturnDays} days; prescription medicines cannot be returned; report damaged items within ${T.damageReportHours} hours; refunds in ${T.refundTime}.`}
      updated="2026-11-21"
      intro={<p>We want every order to arrive right. When it does not, here is how we put it right.</p>}
      sections={sections}
    />
  );
}
