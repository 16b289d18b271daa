import { useId, type ReactNode } from 'react';
import { OrderList } from './order-list';
import { TrackedOrder, TrackingList } from './tracking-list';
import { useT } from '@/lib/i18n/use-t';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The profile's Orders section; with an order id (from order success) that order's tracking comes first. */
export function OrdersSection({ orderId }: { orderId?: string | undefined }) {
  const t = useT('orders');
  return (
    <Section title={t('section.orders')}>
      {orderId ? (
        <div className="mb-8">
          <h3 className="mb-3 text-lg font-semibold">{t('section.trackYour')}</h3>
          <TrackedOrder orderId={orderId} />
        </div>
      ) : null}
      <OrderList highlightOrderId={orderId} />
    </Section>
  );
}

/** The profile's Tracking section. */
export function TrackingSection({ orderId }: { orderId?: string | undefined }) {
  const t = useT('orders');
  return (
    <Section title={t('section.tracking')}>
      <TrackingList highlightOrderId={orderId} />
    </Section>
  );
}
