import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A Site Content panel's two states: the list with its Add button, or the form of the item being
 * added or edited in a card (hero banners, blog articles, promo codes).
 */
export function ListOrEditor<T>({
  editing,
  addLabel,
  editTitle,
  onAdd,
  form,
  children,
}: {
  editing: T | 'new' | null;
  addLabel: string;
  editTitle: (item: T) => string;
  onAdd: () => void;
  /** The form for the item (null: a new one). */
  form: (item: T | null) => ReactNode;
  /** The list (with its loading and failure states). */
  children: ReactNode;
}) {
  if (editing !== null)
    return (
      <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
        <h3 className="mb-4 text-lg font-semibold">{editing === 'new' ? addLabel : editTitle(editing)}</h3>
        {form(editing === 'new' ? null : editing)}
      </div>
    );
  return (
    <div>
      <Button onClick={onAdd}>{addLabel}</Button>
      <div className="mt-4">{children}</div>
    </div>
  );
}

/** Items with a title, a line of detail and an Edit button each. */
export function ContentList<T extends { id: number; title: string }>({
  items,
  detail,
  onEdit,
}: {
  items: readonly T[];
  detail: (item: T) => ReactNode;
  onEdit: (item: T) => void;
}) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
      {items.map((item) => (
        <li key={item.id} className="flex items-center justify-between gap-4 p-3">
          <div>
            <p className="font-medium">{item.title}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">{detail(item)}</p>
          </div>
          <Button variant="secondary" onClick={() => onEdit(item)} aria-label={`Edit ${item.title}`}>
            Edit
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Save and Cancel under a Site Content form. */
export function FormActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex gap-2 sm:col-span-2">
      <Button type="submit" disabled={busy}>
        Save
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
