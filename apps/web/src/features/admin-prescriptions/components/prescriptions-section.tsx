import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { EmptyState, LoadFailed } from '@/components/ui/list-states';
import { apiErrorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';
import { useReviewQueue, useSaveRegistration } from '../api/prescription-reviews';
import { ReadingAccuracy } from './reading-accuracy';
import { RegisterExport } from './register-export';
import { ReviewPanel } from './review-panel';
import { staffDateTime } from '@/lib/staff/staff-format';

export const QUEUE_TITLE = 'Prescription Queue';
export const QUEUE_EMPTY = 'No orders are waiting for prescription verification.';

const when = staffDateTime;

/**
 * The pharmacist's queue (decision 026): orders awaiting prescription verification, oldest first; one
 * opens beside its prescription to approve or reject each line. The pharmacist's registration number
 * is asked once and recorded with every decision. Admins also export the Schedule H1 register.
 */
export function PrescriptionsSection() {
  const queue = useReviewQueue();
  const { user } = useSession();
  const [openId, setOpenId] = useState<number | null>(null);
  const [result, setResult] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold">{QUEUE_TITLE}</h2>
      {queue.isPending ? (
        <p role="status">Loading the queue...</p>
      ) : queue.isError ? (
        <LoadFailed message="Failed to load the prescription queue" onRetry={() => void queue.refetch()} />
      ) : (
        <>
          <RegistrationForm current={queue.data.registrationNumber} />
          {result ? <FormMessage tone="success">{result}</FormMessage> : null}
          {queue.data.orders.length === 0 ? (
            <EmptyState title={QUEUE_EMPTY} />
          ) : (
            // Scrolls in its own box on a phone rather than widening the page (its Review buttons are the keyboard's stops).
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Orders awaiting prescription verification, oldest first</caption>
                <thead>
                  <tr className="border-b border-slate-200 dark:border-slate-700">
                    <th scope="col" className="py-2">
                      Order
                    </th>
                    <th scope="col">Customer</th>
                    <th scope="col">Placed</th>
                    <th scope="col">Prescription lines</th>
                    <th scope="col">
                      <span className="sr-only">Open</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {queue.data.orders.map((o) => (
                    <tr key={o.orderId} className="border-b border-slate-100 dark:border-slate-800">
                      <td className="py-2">#{o.orderId}</td>
                      <td>{o.customerName}</td>
                      <td>{when(o.placedAt)}</td>
                      <td>{o.rxLineCount}</td>
                      <td className="text-right">
                        <Button
                          variant="secondary"
                          onClick={() => {
                            setResult(null);
                            setOpenId(o.orderId);
                          }}
                        >
                          Review order #{o.orderId}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {openId !== null ? (
            <ReviewPanel
              key={openId}
              orderId={openId}
              onClose={() => setOpenId(null)}
              onDecided={(message) => {
                setResult(message);
                setOpenId(null);
              }}
              canDecide={!!queue.data.registrationNumber}
            />
          ) : null}
        </>
      )}
      <RegisterExport />
      {user?.role === 'admin' ? <ReadingAccuracy /> : null}
    </div>
  );
}

function RegistrationForm({ current }: { current: string | null }) {
  const id = useId();
  const save = useSaveRegistration();
  const [value, setValue] = useState(current ?? '');
  const [editing, setEditing] = useState(current === null);
  if (!editing && current) {
    return (
      <p className="text-sm">
        Your pharmacist registration number: <strong>{current}</strong>{' '}
        <button type="button" className="font-semibold text-teal-800 underline dark:text-teal-300" onClick={() => setEditing(true)}>
          Change
        </button>
      </p>
    );
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(value.trim(), { onSuccess: () => setEditing(false) });
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3 rounded-xl border border-amber-300 p-4 dark:border-amber-700">
      <div className="min-w-64 grow">
        <label htmlFor={`${id}-reg`} className={labelClasses}>
          Pharmacist registration number
        </label>
        <input id={`${id}-reg`} value={value} onChange={(e) => setValue(e.target.value)} className={inputClasses} maxLength={40} />
      </div>
      <Button type="submit" disabled={save.isPending}>
        Save registration number
      </Button>
      {current === null ? (
        <p className="w-full text-sm text-slate-600 dark:text-slate-300">It is recorded with each of your decisions; enter it once.</p>
      ) : null}
      {save.isError ? (
        <div className="w-full">
          <FormMessage tone="error">{apiErrorMessage(save.error, 'Could not save the registration number.')}</FormMessage>
        </div>
      ) : null}
    </form>
  );
}
