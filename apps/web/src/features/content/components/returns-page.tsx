import { STORE_TERMS } from '@dawa/shared/content/policies';
import { useDeliveryDays } from '@/components/delivery/use-delivery-days';
import { paths, SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { Bullets, ExternalLink, fill, StaticPage, TextLink, type StaticSection } from './static-page';

const T = STORE_TERMS;

/** /returns: what can be returned, the prescription exception, and refund times. */
export function ReturnsPage() {
  const t = useT('content');
  const { days } = useDeliveryDays();
  const refundTime = days(T.refundDays.min, T.refundDays.max);
  const withinHours = <strong>{t('hoursOfDelivery', { hours: T.damageReportHours })}</strong>;
  const sections: StaticSection[] = [
    {
      id: 'otc',
      heading: t('returns.otc', { days: T.otcReturnDays }),
      body: (
        <>
          <p>{fill(t('returns.otcText', { within: '{within}' }), { within: <strong>{t('daysOfDelivery', { days: T.otcReturnDays })}</strong> })}</p>
          <Bullets items={[t('returns.otc1'), t('returns.otc2'), t('returns.otc3')]} />
        </>
      ),
    },
    { id: 'prescription', heading: t('returns.rx'), body: <p>{t('returns.rxText')}</p> },
    {
      id: 'damaged',
      heading: t('returns.damaged'),
      body: <p>{fill(t('returns.damagedText', { within: '{within}' }), { within: withinHours })}</p>,
    },
    {
      id: 'how',
      heading: t('returns.how'),
      body: (
        <Bullets
          items={[
            fill(t('returns.how1', { email: '{email}', phone: '{phone}' }), {
              email: <ExternalLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</ExternalLink>,
              phone: <ExternalLink href={SUPPORT_PHONE_TEL}>{SUPPORT_PHONE_DISPLAY}</ExternalLink>,
            }),
            t('returns.how2'),
            t('returns.how3'),
          ]}
        />
      ),
    },
    {
      id: 'refunds',
      heading: t('returns.refunds'),
      body: (
        <>
          <p>{fill(t('returns.refundsText', { refundTime: '{refundTime}' }), { refundTime: <strong>{refundTime}</strong> })}</p>
          <p>{fill(t('returns.cancelled', { link: '{link}' }), { link: <TextLink to={paths.profile('orders')}>{t('link.orders')}</TextLink> })}</p>
        </>
      ),
    },
  ];
  return (
    <StaticPage
      title={t('returns.title')}
      description={t('returns.meta', { days: T.otcReturnDays, hours: T.damageReportHours, refundTime })}
      updated="2026-11-21"
      intro={<p>{t('returns.intro')}</p>}
      sections={sections}
    />
  );
}
