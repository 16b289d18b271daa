import { PageMeta } from '@/components/ui/page-meta';
import { SupportThread } from '@/features/support/components/support-thread';
import { useT } from '@/lib/i18n/use-t';

/** /support: the customer's conversation with the support team (the chat's 'connect to agent' opens the same one). */
export default function SupportRoute() {
  const t = useT('support');
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageMeta title={t('title')} description={t('intro')} />
      <h1 className="mb-4 text-2xl font-bold">{t('title')}</h1>
      <SupportThread />
    </div>
  );
}
