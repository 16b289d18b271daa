import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS, DOCUMENT_MESSAGES, type DocumentCategory } from '@dawa/shared/admin/documents-rules';
import type { AdminDocument } from '@dawa/shared/admin/documents';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { DataTable } from '@/components/ui/data-table';
import { LoadFailed } from '@/components/ui/list-states';
import { ApiError } from '@/lib/api-client';
import { openDocumentFile, useDeleteDocument, useDocuments } from '../api/documents';

const pageOf = (value: string | null) => (/^\d{1,4}$/.test(value ?? '') && Number(value) > 0 ? Number(value) : 1);
const isCategory = (value: string | null): value is DocumentCategory => (DOCUMENT_CATEGORIES as readonly (string | null)[]).includes(value);

/** The spec's failure text, then the server's reason when it refused (a 4xx says why). */
function failureText(spec: string, error: unknown): string {
  return error instanceof ApiError && error.isClientError && error.status !== 401 && error.message ? `${spec}: ${error.message}` : spec;
}

/** Uploaded Documents: every stored file, filtered by category and paged by the server (?category=&page=). */
export function DocumentsSection() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const categoryParam = params.get('category');
  const category = isCategory(categoryParam) ? categoryParam : '';
  const page = pageOf(params.get('page'));
  const documents = useDocuments({ category, page });

  function go(next: { category?: string; page?: number }) {
    const c = next.category ?? category;
    const p = next.page ?? 1;
    setParams({ ...(c ? { category: c } : {}), ...(p > 1 ? { page: String(p) } : {}) });
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Uploaded Documents
      </h2>
      <div className="mt-4 max-w-xs">
        <label htmlFor={`${id}-category`} className={labelClasses}>
          Category
        </label>
        <select id={`${id}-category`} value={category} onChange={(e) => go({ category: e.target.value, page: 1 })} className={inputClasses}>
          <option value="">All categories</option>
          {DOCUMENT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {DOCUMENT_CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-6">
        {documents.isPending ? (
          <p role="status">Loading documents...</p>
        ) : documents.isError ? (
          <LoadFailed message={DOCUMENT_MESSAGES.fetchFailed} onRetry={() => void documents.refetch()} />
        ) : documents.data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-lg font-semibold dark:border-slate-600">{DOCUMENT_MESSAGES.empty}</p>
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
              {documents.data.total} {documents.data.total === 1 ? 'document' : 'documents'}
            </p>
            <DataTable caption="Documents" columns={['Name', 'Category', 'Action']}>
              {documents.data.items.map((doc) => (
                <DocumentRow key={doc.id} doc={doc} />
              ))}
            </DataTable>
            {documents.data.pageCount > 1 ? (
              <nav aria-label="Document pages" className="mt-6 flex items-center justify-center gap-4">
                <Button variant="secondary" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                  Previous
                </Button>
                <span aria-live="polite" className="text-sm font-medium">
                  Page {documents.data.page} of {documents.data.pageCount}
                </span>
                <Button variant="secondary" disabled={page >= documents.data.pageCount} onClick={() => go({ page: page + 1 })}>
                  Next
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

function DocumentRow({ doc }: { doc: AdminDocument }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteDocument();

  async function open() {
    // A new tab opened now (inside the click) is not blocked; it gets the file once it has arrived.
    const tab = window.open('', '_blank');
    try {
      const blob = await openDocumentFile(doc.id);
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      tab?.close();
      toast(failureText('Failed to open document', error), 'error');
    }
  }

  function confirmDelete() {
    setConfirming(false);
    remove.mutate(doc.id, {
      onSuccess: () => toast(DOCUMENT_MESSAGES.deleted),
      onError: (error) => toast(failureText(DOCUMENT_MESSAGES.deleteFailed, error), 'error'),
    });
  }

  return (
    <tr className="border-t border-slate-200 dark:border-slate-700">
      <td className="px-3 py-2">
        <span className="font-medium">{doc.name}</span>
        {doc.ownerEmail ? <span className="block text-xs text-slate-600 dark:text-slate-400">{doc.ownerEmail}</span> : null}
      </td>
      <td className="px-3 py-2">{DOCUMENT_CATEGORY_LABELS[doc.category]}</td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void open()} aria-label={`Open ${doc.name}`}>
            Open
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => setConfirming(true)} aria-label={`Delete ${doc.name}`}>
            Delete
          </Button>
        </div>
        {confirming ? (
          <ConfirmDialog
            title="Delete document"
            question={DOCUMENT_MESSAGES.confirmDelete}
            confirmLabel="Delete"
            busy={remove.isPending}
            onConfirm={confirmDelete}
            onClose={() => setConfirming(false)}
          />
        ) : null}
      </td>
    </tr>
  );
}
