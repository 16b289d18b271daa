import { AddressInputSchema, type Address } from '@dawa/shared/commerce/address';
import { useState, type FormEvent } from 'react';
import { AddressFields, EMPTY_ADDRESS, type AddressFieldValues } from '@/components/address-fields';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useAddressBookChanges, useAddresses } from '@/lib/address-book';
import { ApiError } from '@/lib/api-client';
import { useFieldErrorText } from '@/lib/field-error-text';
import { fieldErrorsOf, firstFieldErrors, type FieldErrors } from '@/lib/form';
import { useT } from '@/lib/i18n/use-t';

const linesOf = (a: Address) => [a.address, a.city, a.state, a.postalCode, a.country].filter(Boolean).join(', ');

const valuesOf = (a: Address): AddressFieldValues => ({
  firstName: a.firstName,
  lastName: a.lastName,
  email: a.email,
  phone: a.phone,
  address: a.address,
  city: a.city,
  state: a.state,
  postalCode: a.postalCode,
  country: a.country,
  type: a.type,
  instructions: a.instructions,
});

/**
 * The customer's one address book (#21 item 14), in the profile: the addresses checkout offers, each
 * editable, deletable and made the default, and a new one added with the fields checkout asks for.
 */
export function AddressBook() {
  const t = useT('profile');
  const book = useAddresses();
  const { change, remove } = useAddressBookChanges();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  return (
    <section
      aria-labelledby="address-book-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id="address-book-heading" className="text-lg font-bold">
        {t('addresses.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('addresses.intro')}</p>
      {book.isPending ? <p role="status">{t('addresses.loading')}</p> : null}
      {book.isError ? <FormMessage tone="error">{t('addresses.loadFailed')}</FormMessage> : null}
      {book.data?.length === 0 && editing !== 'new' ? <p className="mt-3 text-sm">{t('addresses.empty')}</p> : null}
      <ul className="mt-4 space-y-3">
        {book.data?.map((a) =>
          editing === a.id ? (
            <li key={a.id}>
              <AddressForm initial={valuesOf(a)} id={a.id} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={a.id} className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-700">
              <p className="font-semibold">
                {a.firstName} {a.lastName}
                {a.isDefault ? (
                  <span className="ml-2 rounded bg-teal-100 px-1.5 py-0.5 text-xs font-medium text-teal-900 dark:bg-teal-900 dark:text-teal-100">
                    {t('addresses.default')}
                  </span>
                ) : null}
              </p>
              <p className="mt-1 text-slate-600 dark:text-slate-300">{linesOf(a)}</p>
              {a.phone ? <p className="text-slate-600 dark:text-slate-300">{a.phone}</p> : null}
              {deleting === a.id ? (
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <span>{t('addresses.deleteQuestion')}</span>
                  <Button
                    type="button"
                    variant="danger"
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(a.id, {
                        onSuccess: () => toast(t('addresses.deleted')),
                        onError: () => toast(t('addresses.failed'), 'error'),
                        onSettled: () => setDeleting(null),
                      })
                    }
                  >
                    {t('addresses.confirmDelete')}
                  </Button>
                  <Button type="button" variant="ghost" onClick={() => setDeleting(null)}>
                    {t('addresses.keep')}
                  </Button>
                </div>
              ) : (
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button type="button" variant="secondary" onClick={() => setEditing(a.id)}>
                    {t('addresses.edit')} <span className="sr-only">{t('addresses.editSr', { address: linesOf(a) })}</span>
                  </Button>
                  {a.isDefault ? null : (
                    <Button
                      type="button"
                      variant="ghost"
                      disabled={change.isPending}
                      onClick={() =>
                        change.mutate(
                          { id: a.id, body: { ...valuesOf(a), isDefault: true } },
                          { onError: () => toast(t('addresses.failed'), 'error') },
                        )
                      }
                    >
                      {t('addresses.makeDefault')}
                    </Button>
                  )}
                  <Button type="button" variant="ghost" onClick={() => setDeleting(a.id)}>
                    {t('addresses.delete')}
                  </Button>
                </div>
              )}
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <AddressForm initial={EMPTY_ADDRESS} id={null} onDone={() => setEditing(null)} />
      ) : book.data ? (
        <Button type="button" className="mt-4" onClick={() => setEditing('new')}>
          {t('addresses.add')}
        </Button>
      ) : null}
    </section>
  );
}

/** Adds (id null) or changes an address; checked with the API's own schema first, the server's refusals beside their fields. */
function AddressForm({ initial, id, onDone }: { initial: AddressFieldValues; id: number | null; onDone: () => void }) {
  const t = useT('profile');
  const fieldText = useFieldErrorText();
  const { add, change } = useAddressBookChanges();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const pending = add.isPending || change.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = AddressInputSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    setErrors({});
    const done = {
      onSuccess: () => {
        toast(t('addresses.saved'));
        onDone();
      },
      onError: (err: unknown) => {
        if (err instanceof ApiError) setErrors(firstFieldErrors(err.fieldErrors));
        toast(t('addresses.failed'), 'error');
      },
    };
    if (id === null) add.mutate(parsed.data, done);
    else change.mutate({ id, body: parsed.data }, done);
  }
  const shown = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, fieldText(v)]));
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-4 grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 dark:border-slate-700"
    >
      <AddressFields fields={values} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} errors={shown} />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {t('addresses.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('addresses.cancel')}
        </Button>
      </div>
    </form>
  );
}
