import type { AdminProduct } from '@dawa/shared/admin/products';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { EmptyState, LoadFailed } from '@/components/ui/list-states';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { useCompositionReviews, useResolveCompositionReview } from '../api/composition-reviews';

/**
 * Salts to Review (pharmacists and admins): products saved with salts our drug information does not
 * know get no drug information, substitutes or safety check until a pharmacist corrects the salt or
 * confirms it as written. Read-only otherwise: the rest of the product is Product Management's (admins).
 */
export function SaltReviewsSection() {
  const id = useId();
  const list = useCompositionReviews();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Salts to Review
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Products saved with a salt our drug information does not know. Correct the salt, or confirm it as written when it needs no drug
        information (a herbal or cosmetic ingredient). Every decision is recorded in the audit log.
      </p>
      {list.isError ? (
        <LoadFailed message={apiErrorMessage(list.error, 'Failed to load the salts to review')} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <p role="status">Loading…</p>
      ) : list.data.items.length === 0 ? (
        <EmptyState title="No salts are waiting for a review." />
      ) : (
        <ul className="space-y-3">
          {list.data.items.map((product) => (
            <li key={product.id}>
              <ReviewCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewCard({ product }: { product: AdminProduct }) {
  const id = useId();
  const [salts, setSalts] = useState(product.composition.map((part) => part.salt));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resolve = useResolveCompositionReview();
  const unknown = new Set(product.unknownSalts);
  const changed = salts.some((salt, i) => salt.trim() !== product.composition[i]?.salt);

  function send(correct: boolean) {
    setError(null);
    const composition = product.composition.map((part, i) => ({ salt: salts[i]?.trim() ?? part.salt, strength: part.strength }));
    resolve.mutate(
      { id: product.id, body: { ...(correct ? { composition } : {}), ...(note.trim() ? { note: note.trim() } : {}) } },
      {
        onSuccess: (answer) => toast(answer.message),
        onError: (failure) => setError(apiErrorMessage(failure, 'Failed to close the review')),
      },
    );
  }

  // Staff may add a product with no brand (a generic): its maker names it then, or nothing does.
  const maker = product.brand.trim() || product.manufacturer.trim();
  return (
    <article aria-labelledby={`${id}-name`} className="space-y-2 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h3 id={`${id}-name`} className="font-semibold">
        {product.name}
        {maker ? <span className="font-normal text-slate-600 dark:text-slate-300"> ({maker})</span> : null}
      </h3>
      <FormMessage tone="error">{error}</FormMessage>
      {product.composition.map((part, i) => (
        <div key={`${part.salt}:${i}`} className="grid gap-2 sm:grid-cols-[2fr_1fr]">
          <div>
            <label htmlFor={`${id}-salt-${i}`} className={labelClasses}>
              Salt {i + 1}
              {unknown.has(part.salt) ? (
                <span className="ml-2 text-amber-800 dark:text-amber-300">(not in our drug information)</span>
              ) : null}
            </label>
            <input
              id={`${id}-salt-${i}`}
              className={inputClasses}
              value={salts[i] ?? ''}
              onChange={(e) => setSalts((all) => all.map((s, j) => (j === i ? e.target.value : s)))}
            />
          </div>
          <p className="self-end pb-2 text-sm">{part.strength ?? 'No strength'}</p>
        </div>
      ))}
      <div>
        <label htmlFor={`${id}-note`} className={labelClasses}>
          Note for the audit log (optional)
        </label>
        <input id={`${id}-note`} className={inputClasses} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => send(true)} disabled={!changed || resolve.isPending}>
          Save correction
        </Button>
        <Button variant="secondary" onClick={() => send(false)} disabled={changed || resolve.isPending}>
          Confirm as written
        </Button>
      </div>
    </article>
  );
}
