import { deliveryPolicy, STORE_TERMS } from '@dawa/shared/content/policies';
import { paths, SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@/config/paths';
import { servedSettings } from '@/lib/served-settings';
import { Bullets, ExternalLink, StaticPage, TextLink, type StaticSection } from './static-page';

/** The delivery rule in force, as the server wrote it into the page (System Settings), else the defaults. */
const policy = () => deliveryPolicy(servedSettings().delivery);

const sections = (): StaticSection[] => [
  {
    id: 'delivery-times',
    heading: 'Delivery times',
    body: (
      <>
        <p>Delivery takes, after your order is confirmed:</p>
        <Bullets items={policy().zones} />
        <p>{policy().pinCheck}</p>
        <p>Business days are Monday to Saturday, except national and state public holidays. The festive season can add a day or two.</p>
      </>
    ),
  },
  {
    id: 'charges',
    heading: 'Delivery charges',
    body: (
      <>
        <p>
          {policy().charges} {policy().counting}
        </p>
        <p>Your cart and the checkout show the delivery charge before you pay; there are no other fees. All prices include taxes.</p>
      </>
    ),
  },
  {
    id: 'prescriptions',
    heading: 'Orders with prescription medicines',
    body: (
      <p>
        Medicines marked &quot;Prescription required&quot; can only be ordered with a valid prescription from a registered medical
        practitioner, attached at checkout or uploaded on the <TextLink to={paths.prescriptions()}>Upload Prescription</TextLink> page. Our
        pharmacist checks it before the order is packed; the delivery time starts once it is approved. If we cannot accept a prescription we
        call or e-mail you, and any amount paid for those items is refunded.
      </p>
    ),
  },
  {
    id: 'tracking',
    heading: 'Tracking your order',
    body: (
      <p>
        Signed-in customers can follow each order under <TextLink to={paths.profile('orders')}>My Account &gt; Orders</TextLink>: Order
        Placed, Confirmed, Shipped, Out for Delivery and Delivered.
      </p>
    ),
  },
  {
    id: 'receiving',
    heading: 'When your parcel arrives',
    body: (
      <>
        <p>
          Check that the parcel is sealed and that the medicines, strengths and quantities match your invoice. For cash on delivery, keep
          the exact amount ready.
        </p>
        <p>
          If anything is damaged, missing, wrong or past its expiry date, tell us within{' '}
          <strong>{STORE_TERMS.damageReportHours} hours of delivery</strong> with your order number and a photo, and we will replace it or
          refund you. See the <TextLink to={paths.returns()}>Returns policy</TextLink>.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    heading: 'Questions about a delivery',
    body: (
      <p>
        Write to <ExternalLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</ExternalLink> or call{' '}
        <ExternalLink href={SUPPORT_PHONE_TEL}>{SUPPORT_PHONE_DISPLAY}</ExternalLink> with your order number.
      </p>
    ),
  },
];

/** /shipping: delivery times, charges and what happens to prescription orders. */
export function ShippingPage() {
  return (
    <StaticPage
      title="Shipping Policy"
      description={policy().summary}
      updated="2026-11-21"
      intro={<p>How and when we deliver your medicines and health products, and what it costs.</p>}
      sections={sections()}
    />
  );
}
