import { STORE_TERMS } from '@dawa/shared/content/policies';
import { paths, SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useDeliveryPolicy } from '../hooks/use-delivery-policy';
import { Bullets, ExternalLink, fill, StaticPage, TextLink, type StaticSection } from './static-page';

/** /shipping: delivery times, charges and what happens to prescription orders. */
export function ShippingPage() {
  const t = useT('content');
  // The delivery rule in force (System Settings, as served into the page) and the zones, in the page's language.
  const policy = useDeliveryPolicy();
  const sections: StaticSection[] = [
    {
      id: 'delivery-times',
      heading: t('shipping.times'),
      body: (
        <>
          <p>{t('shipping.timesLead')}</p>
          <Bullets items={policy.zones} />
          <p>{policy.pinCheck}</p>
          <p>{t('shipping.businessDays')}</p>
        </>
      ),
    },
    {
      id: 'charges',
      heading: t('shipping.charges'),
      body: (
        <>
          <p>
            {policy.charges} {policy.counting}
          </p>
          <p>{t('shipping.noFees')}</p>
        </>
      ),
    },
    {
      id: 'prescriptions',
      heading: t('shipping.rx'),
      body: <p>{fill(t('shipping.rxText', { link: '{link}' }), { link: <TextLink to={paths.prescriptions()}>{t('link.uploadRx')}</TextLink> })}</p>,
    },
    {
      id: 'tracking',
      heading: t('shipping.tracking'),
      body: <p>{fill(t('shipping.trackingText', { link: '{link}' }), { link: <TextLink to={paths.profile('orders')}>{t('link.orders')}</TextLink> })}</p>,
    },
    {
      id: 'receiving',
      heading: t('shipping.receiving'),
      body: (
        <>
          <p>{t('shipping.check')}</p>
          <p>
            {fill(t('shipping.problem', { within: '{within}', link: '{link}' }), {
              within: <strong>{t('hoursOfDelivery', { hours: STORE_TERMS.damageReportHours })}</strong>,
              link: <TextLink to={paths.returns()}>{t('link.returns')}</TextLink>,
            })}
          </p>
        </>
      ),
    },
    {
      id: 'contact',
      heading: t('shipping.contact'),
      body: (
        <p>
          {fill(t('shipping.contactText', { email: '{email}', phone: '{phone}' }), {
            email: <ExternalLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</ExternalLink>,
            phone: <ExternalLink href={SUPPORT_PHONE_TEL}>{SUPPORT_PHONE_DISPLAY}</ExternalLink>,
          })}
        </p>
      ),
    },
  ];
  return (
    <StaticPage
      title={t('shipping.title')}
      description={policy.summary}
      updated="2026-11-21"
      intro={<p>{t('shipping.intro')}</p>}
      sections={sections}
    />
  );
}
