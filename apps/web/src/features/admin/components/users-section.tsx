import Search from 'lucide-react/icons/search';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-styles';
import { useSession } from '@/lib/auth/session';
import { useUsers } from '../api/get-users';
import { LoadFailed, Pager } from '@/components/ui/list-states';
import { DataTable } from '@/components/ui/data-table';
import { UserRow } from './user-row';
import { USERS_TEXT } from './users-messages';

const pageOf = (value: string | null) => (/^\d{1,4}$/.test(value ?? '') && Number(value) > 0 ? Number(value) : 1);

/** User Management: accounts searched and paged by the server (?q=&page= in the address bar). */
export function UsersSection() {
  const id = useId();
  const { user: me } = useSession();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = pageOf(params.get('page'));
  const [draft, setDraft] = useState(search);
  const users = useUsers({ search, page });

  function go(next: { q?: string; page?: number }) {
    const q = next.q ?? search;
    const p = next.page ?? 1;
    setParams({ ...(q ? { q } : {}), ...(p > 1 ? { page: String(p) } : {}) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    go({ q: draft.trim(), page: 1 });
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        User Management
      </h2>
      <form role="search" onSubmit={submit} className="mt-4 flex max-w-xl gap-2">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search users by name or email
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={draft}
          maxLength={100}
          placeholder="Search by name or email"
          onChange={(e) => setDraft(e.target.value)}
          className={inputClasses}
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </form>
      <div className="mt-6">
        {users.isPending ? (
          <p role="status">Loading users...</p>
        ) : users.isError ? (
          <LoadFailed message={USERS_TEXT.fetchFailed} onRetry={() => void users.refetch()} />
        ) : users.data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-lg font-semibold dark:border-slate-600">{USERS_TEXT.empty}</p>
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
              {users.data.total} {users.data.total === 1 ? 'user' : 'users'}
            </p>
            <DataTable caption="Users" columns={['Name', 'Email', 'Role', 'Actions']}>
              {users.data.items.map((user) => (
                <UserRow key={user.id} user={user} isSelf={user.id === me?.id} />
              ))}
            </DataTable>
            <Pager label="User pages" page={users.data.page} pageCount={users.data.pageCount} onPage={(p) => go({ page: p })} />
          </>
        )}
      </div>
    </section>
  );
}
