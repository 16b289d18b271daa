import FileDown from 'lucide-react/icons/file-down';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useT } from '@/lib/i18n/use-t';
import { downloadCreditNote, downloadInvoice } from '../api/download-invoice';

interface OrderDocumentsProps {
  order: { id: number; userOrderNumber: number; hasInvoice: boolean; creditNoteNumber: string | null };
}

function DownloadButton({
  label,
  busyLabel,
  ariaLabel,
  failed,
  fetch,
}: {
  label: string;
  busyLabel: string;
  ariaLabel: string;
  failed: string;
  fetch: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await fetch();
    } catch {
      toast(failed, 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" onClick={() => void download()} disabled={busy} aria-label={ariaLabel}>
      <FileDown aria-hidden="true" className="size-4" />
      {busy ? busyLabel : label}
    </Button>
  );
}

/**
 * The order's tax documents: its invoice (only an order paid for, or to be paid in cash, has one; a
 * cancelled order keeps the one issued before), and the credit note that reversed it after a cancellation.
 */
export function OrderDocuments({ order }: OrderDocumentsProps) {
  const t = useT('orders');
  const number = String(order.userOrderNumber);
  return (
    <>
      {order.hasInvoice ? (
        <DownloadButton
          label={t('list.invoice')}
          busyLabel={t('list.downloading')}
          ariaLabel={t('list.invoiceFor', { number })}
          failed={t('list.invoiceFailed')}
          fetch={() => downloadInvoice(order.id, order.userOrderNumber)}
        />
      ) : null}
      {order.creditNoteNumber ? (
        <DownloadButton
          label={t('list.creditNote')}
          busyLabel={t('list.downloading')}
          ariaLabel={t('list.creditNoteFor', { number })}
          failed={t('list.creditNoteFailed')}
          fetch={() => downloadCreditNote(order.id, order.userOrderNumber)}
        />
      ) : null}
    </>
  );
}
