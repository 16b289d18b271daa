import { ROLES, type Role } from '@dawa/shared/auth/rules';
import type { AdminUser } from '@dawa/shared/admin/users';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { useChangeUserRole } from '../api/change-user-role';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUser } from '../api/update-user';
import { failureText, USERS_TEXT } from './users-messages';

export const ROLE_LABELS: Record<Role, string> = { user: 'User', doctor: 'Doctor', pharmacist: 'Pharmacist', admin: 'Admin' };

const cellClasses = 'px-3 py-3 align-top';

/** One account in User Management: shown, or edited in place (Save and Cancel); promote, demote and delete. */
export function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const changeRole = useChangeUserRole();
  const remove = useDeleteUser();
  const name = `${user.firstName} ${user.lastName}`.trim();

  if (editing) return <EditRow user={user} isSelf={isSelf} onDone={() => setEditing(false)} />;

  function setRole(role: Role) {
    changeRole.mutate(
      { id: user.id, role },
      {
        onSuccess: () => toast(USERS_TEXT.roleUpdated),
        onError: (error) => toast(failureText(USERS_TEXT.roleFailed, error), 'error'),
      },
    );
  }

  function confirmDelete() {
    setConfirming(false);
    remove.mutate(user.id, {
      onSuccess: () => toast(USERS_TEXT.deleted),
      onError: (error) => toast(failureText(USERS_TEXT.deleteFailed, error), 'error'),
    });
  }

  return (
    <tr className="border-t border-slate-200 dark:border-slate-700">
      <td className={cellClasses}>
        {name}
        {isSelf ? <span className="ml-2 text-xs text-slate-600 dark:text-slate-300">(you)</span> : null}
      </td>
      <td className={`${cellClasses} break-all`}>{user.email}</td>
      <td className={cellClasses}>{ROLE_LABELS[user.role]}</td>
      <td className={cellClasses}>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" className="px-3 py-1" onClick={() => setEditing(true)} aria-label={`Edit ${name}`}>
            Edit
          </Button>
          {isSelf ? null : (
            <>
              {user.role === 'admin' ? (
                <Button variant="secondary" className="px-3 py-1" disabled={changeRole.isPending} onClick={() => setRole('user')}>
                  {USERS_TEXT.demote}
                </Button>
              ) : (
                <Button variant="secondary" className="px-3 py-1" disabled={changeRole.isPending} onClick={() => setRole('admin')}>
                  {USERS_TEXT.promote}
                </Button>
              )}
              <Button variant="danger" className="px-3 py-1" disabled={remove.isPending} onClick={() => setConfirming(true)} aria-label={`Delete ${name}`}>
                Delete
              </Button>
            </>
          )}
        </div>
        {confirming ? (
          <ConfirmDialog
            title="Delete user"
            question={USERS_TEXT.deleteQuestion}
            confirmLabel="Delete"
            busy={remove.isPending}
            onConfirm={confirmDelete}
            onClose={() => setConfirming(false)}
          >
            {name} ({user.email}) will lose access, and their personal data will be removed. Their orders are kept.
          </ConfirmDialog>
        ) : null}
      </td>
    </tr>
  );
}

/** The row as a small form: first and last name, e-mail and role (all four), with Save and Cancel. */
function EditRow({ user, isSelf, onDone }: { user: AdminUser; isSelf: boolean; onDone: () => void }) {
  const id = useId();
  const update = useUpdateUser();
  const [draft, setDraft] = useState({ firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.role });
  const formId = `${id}-form`;

  function save(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { id: user.id, body: draft },
      {
        onSuccess: () => {
          toast(USERS_TEXT.updated);
          onDone();
        },
        onError: (error) => toast(failureText(USERS_TEXT.updateFailed, error), 'error'),
      },
    );
  }

  return (
    <tr className="border-t border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/50">
      <td className={cellClasses}>
        <form id={formId} onSubmit={save} aria-label={`Edit ${user.email}`} />
        <div className="flex flex-col gap-2">
          <input
            form={formId}
            aria-label="First name"
            required
            maxLength={60}
            value={draft.firstName}
            onChange={(e) => setDraft({ ...draft, firstName: e.target.value })}
            className={inputClasses}
          />
          <input
            form={formId}
            aria-label="Last name"
            required
            maxLength={60}
            value={draft.lastName}
            onChange={(e) => setDraft({ ...draft, lastName: e.target.value })}
            className={inputClasses}
          />
        </div>
      </td>
      <td className={cellClasses}>
        <input
          form={formId}
          type="email"
          aria-label="Email"
          required
          value={draft.email}
          onChange={(e) => setDraft({ ...draft, email: e.target.value })}
          className={inputClasses}
        />
      </td>
      <td className={cellClasses}>
        <select
          form={formId}
          aria-label="Role"
          value={draft.role}
          disabled={isSelf}
          onChange={(e) => setDraft({ ...draft, role: ROLES.find((r) => r === e.target.value) ?? draft.role })}
          className={inputClasses}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </td>
      <td className={cellClasses}>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" form={formId} className="px-3 py-1" disabled={update.isPending}>
            Save
          </Button>
          <Button variant="secondary" className="px-3 py-1" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </td>
    </tr>
  );
}
