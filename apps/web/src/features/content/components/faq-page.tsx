import type { ReactNode } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { STORE_TERMS } from '@dawa/shared/content/policies';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageMeta } from '@/components/ui/page-meta';
import { paths, SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@/config/paths';
import { useDeliveryDays } from '@/components/delivery/use-delivery-days';
import { useT } from '@/lib/i18n/use-t';
import { useDeliveryPolicy } from '../hooks/use-delivery-policy';
import { ExternalLink, fill, TextLink } from './static-page';

const T = STORE_TERMS;

interface Faq {
  question: string;
  answer: ReactNode;
}

/** The questions and answers in the page's language; the figures from the store's terms and delivery rule. */
function useFaqGroups(): { title: string; faqs: Faq[] }[] {
  const t = useT('content');
  const { days } = useDeliveryDays();
  const policy = useDeliveryPolicy();
  const refundTime = days(T.refundDays.min, T.refundDays.max);
  return [
    {
      title: t('faq.group.orders'),
      faqs: [
        { question: t('faq.deliveryTime.q'), answer: t('faq.deliveryTime.a', { zones: policy.zones.join('; '), pinCheck: policy.pinCheck }) },
        { question: t('faq.deliveryCost.q'), answer: `${policy.charges} ${policy.counting}` },
        {
          question: t('faq.track.q'),
          answer: fill(t('faq.track.a', { link: '{link}' }), { link: <TextLink to={paths.profile('orders')}>{t('link.orders')}</TextLink> }),
        },
        { question: t('faq.cancel.q'), answer: t('faq.cancel.a', { refundTime }) },
      ],
    },
    {
      title: t('faq.group.prescriptions'),
      faqs: [
        { question: t('faq.rxWhich.q'), answer: t('faq.rxWhich.a') },
        {
          question: t('faq.rxSend.q'),
          answer: fill(t('faq.rxSend.a', { link: '{link}' }), { link: <TextLink to={paths.prescriptions()}>{t('link.uploadRx')}</TextLink> }),
        },
        { question: t('faq.rxWho.q'), answer: t('faq.rxWho.a') },
      ],
    },
    {
      title: t('faq.group.payments'),
      faqs: [
        { question: t('faq.pay.q'), answer: t('faq.pay.a') },
        { question: t('faq.card.q'), answer: t('faq.card.a') },
        {
          question: t('faq.promo.q'),
          answer: fill(t('faq.promo.a', { link: '{link}' }), { link: <TextLink to={paths.deals()}>{t('link.deals')}</TextLink> }),
        },
      ],
    },
    {
      title: t('faq.group.returns'),
      faqs: [
        { question: t('faq.return.q'), answer: t('faq.return.a', { days: T.otcReturnDays }) },
        { question: t('faq.damaged.q'), answer: t('faq.damaged.a', { hours: T.damageReportHours }) },
        { question: t('faq.refund.q'), answer: t('faq.refund.a', { refundTime }) },
      ],
    },
    {
      title: t('faq.group.account'),
      faqs: [
        {
          question: t('faq.data.q'),
          answer: fill(t('faq.data.a', { settings: '{settings}', privacy: '{privacy}' }), {
            settings: <TextLink to={paths.profile('settings')}>{t('link.settings')}</TextLink>,
            privacy: <TextLink to={paths.privacy()}>{t('link.privacy')}</TextLink>,
          }),
        },
        { question: t('faq.ai.q'), answer: t('faq.ai.a') },
        { question: t('faq.newsletter.q'), answer: t('faq.newsletter.a') },
      ],
    },
  ];
}

/** /faq: common questions as an accordion (native details/summary: keyboard and screen-reader friendly). */
export function FaqPage() {
  const t = useT('content');
  const groups = useFaqGroups();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageMeta title={t('faq.title')} description={t('faq.meta')} />
      <Breadcrumbs items={[{ label: t('page.home'), to: paths.home() }, { label: t('faq.breadcrumb') }]} />
      <h1 className="text-2xl font-bold sm:text-3xl">{t('faq.title')}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        {fill(t('faq.contact', { email: '{email}', phone: '{phone}' }), {
          email: <ExternalLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</ExternalLink>,
          phone: <ExternalLink href={SUPPORT_PHONE_TEL}>{SUPPORT_PHONE_DISPLAY}</ExternalLink>,
        })}
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
