import { AdminCreatePolicyVersionBodySchema, type PolicyVersion } from '@dawa/shared/admin/site-content';
import { POLICY_PAGE_TITLES, POLICY_PAGES, SITE_CONTENT_MESSAGES, type PolicyPage } from '@dawa/shared/admin/site-content-rules';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField, errorTextClasses, hintTextClasses } from '@/components/ui/field';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { toast } from '@/components/ui/toast';
import { useCreatePolicyVersion, usePolicyVersions } from '../api/content';
import { failureText, serverFieldErrors, zodFieldErrors, type FieldErrors } from './form-helpers';
import { LoadFailed } from '@/components/ui/list-states';
import { staffDate } from '@/lib/staff/staff-format';

const dateOf = (iso: string) => staffDate(iso);

/** Policy pages: each save is a new version; older versions stay readable here. */
export function PoliciesPanel() {
  const id = useId();
  const [page, setPage] = useState<PolicyPage>('shipping');
  const versions = usePolicyVersions(page);
  return (
    <div>
      <div className="max-w-xs">
        <label htmlFor={`${id}-page`} className={labelClasses}>
          Page
        </label>
        <select
          id={`${id}-page`}
          value={page}
          onChange={(e) =>
            setPage((POLICY_PAGES as readonly string[]).includes(e.target.value) ? (e.target.value as PolicyPage) : 'shipping')
          }
          className={inputClasses}
        >
          {POLICY_PAGES.map((p) => (
            <option key={p} value={p}>
              {POLICY_PAGE_TITLES[p]}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-4">
        {versions.isPending ? (
          <p role="status">Loading versions...</p>
        ) : versions.isError ? (
          <LoadFailed message={SITE_CONTENT_MESSAGES.fetchFailed} onRetry={() => void versions.refetch()} />
        ) : (
          <>
            <PolicyForm key={`${page}-${versions.data.items[0]?.version ?? 0}`} page={page} latest={versions.data.items[0] ?? null} />
            <h3 className="mt-6 text-lg font-semibold">Versions</h3>
            {versions.data.items.length === 0 ? (
              <p className="mt-2">No saved versions yet: the page shows its built-in text.</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {versions.data.items.map((v) => (
                  <li key={v.version} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                    <details>
                      <summary className="cursor-pointer">
                        Version {v.version} · {v.publishedAt ? `Published ${dateOf(v.publishedAt)}` : 'Draft'} · {v.title}
                      </summary>
                      <pre className="mt-2 text-sm whitespace-pre-wrap">{v.body}</pre>
                    </details>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function PolicyForm({ page, latest }: { page: PolicyPage; latest: PolicyVersion | null }) {
  const id = useId();
  const [title, setTitle] = useState(latest?.title ?? POLICY_PAGE_TITLES[page]);
  const [body, setBody] = useState(latest?.body ?? '');
  const [publish, setPublish] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreatePolicyVersion(page);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = AdminCreatePolicyVersionBodySchema.safeParse({ title, body, publish });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => toast(SITE_CONTENT_MESSAGES.policySaved),
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        toast(failureText(SITE_CONTENT_MESSAGES.policyFailed, error), 'error');
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${POLICY_PAGE_TITLES[page]}`} className="space-y-4">
      <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title} />
      <div>
        <label htmlFor={`${id}-body`} className={labelClasses}>
          Text
        </label>
        <textarea
          id={`${id}-body`}
          rows={14}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          className={inputClasses}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={`${id}-hint${errors.body ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-hint`} className={hintTextClasses}>
          &quot;## Heading&quot; starts a section; a blank line between paragraphs; &quot;- &quot; for list items. Saving adds a new
          version.
        </p>
        {errors.body ? (
          <p id={`${id}-error`} className={errorTextClasses}>
            {errors.body}
          </p>
        ) : null}
      </div>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={publish} onChange={(e) => setPublish(e.target.checked)} /> Publish now
      </label>
      <Button type="submit" disabled={create.isPending}>
        Save new version
      </Button>
    </form>
  );
}
