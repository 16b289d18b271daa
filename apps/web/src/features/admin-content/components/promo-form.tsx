import { AdminCreatePromoBodySchema, AdminUpdatePromoBodySchema, type AdminPromo } from '@dawa/shared/admin/site-content';
import { PROMO_SCOPES, SITE_CONTENT_MESSAGES, type PromoScope } from '@dawa/shared/admin/site-content-rules';
import { useId, useState, type FormEvent } from 'react';
import { FormActions } from './content-editor';
import { TextField, errorTextClasses } from '@/components/ui/field';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { useSavePromo } from '../api/content';
import {
  fromLocalInput,
  paiseToRupees,
  rupeesToPaise,
  saveCallbacks,
  toLocalInput,
  wholeNumber,
  zodFieldErrors,
  type FieldErrors,
} from './form-helpers';

const SCOPE_LABELS: Record<PromoScope, string> = { all: 'All products', category: 'Categories', tag: 'Products with a tag' };

/** What the boxes hold, as typed. */
interface PromoDraft {
  code: string;
  title: string;
  description: string;
  kind: 'percent' | 'bogo';
  percentOff: string;
  scope: PromoScope;
  categorySlugs: string;
  tag: string;
  scopeLabel: string;
  minOrder: string;
  maxDiscount: string;
  validFrom: string;
  validUntil: string;
  usageLimit: string;
  perUserLimit: string;
  active: boolean;
  showAsDeal: boolean;
}

function draftOf(promo: AdminPromo | null): PromoDraft {
  return {
    code: promo?.code ?? '',
    title: promo?.title ?? '',
    description: promo?.description ?? '',
    kind: promo?.kind ?? 'percent',
    percentOff: promo?.percentOff === null || promo?.percentOff === undefined ? '' : String(promo.percentOff),
    scope: promo?.scope ?? 'all',
    categorySlugs: promo?.categorySlugs.join(', ') ?? '',
    tag: promo?.tag ?? '',
    scopeLabel: promo?.scopeLabel ?? '',
    minOrder: promo ? paiseToRupees(promo.minOrderPaise) : '',
    maxDiscount: promo ? paiseToRupees(promo.maxDiscountPaise) : '',
    validFrom: toLocalInput(promo?.validFrom ?? new Date().toISOString()),
    validUntil: toLocalInput(promo?.validUntil ?? null),
    usageLimit: promo?.usageLimit === null || promo?.usageLimit === undefined ? '' : String(promo.usageLimit),
    perUserLimit: promo?.perUserLimit === null || promo?.perUserLimit === undefined ? '' : String(promo.perUserLimit),
    active: promo?.active ?? true,
    showAsDeal: promo?.showAsDeal ?? true,
  };
}

/** The typed boxes as the API's body; boxes that are not numbers or dates are reported by name. */
function bodyOf(draft: PromoDraft): { body: Record<string, unknown>; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const percentOff = wholeNumber(draft.percentOff);
  if (Number.isNaN(percentOff)) errors.percentOff = 'Percent off must be a whole number';
  const minOrder = rupeesToPaise(draft.minOrder);
  if (Number.isNaN(minOrder)) errors.minOrderPaise = 'Minimum order must be an amount in rupees';
  const maxDiscount = rupeesToPaise(draft.maxDiscount);
  if (Number.isNaN(maxDiscount)) errors.maxDiscountPaise = 'Maximum discount must be an amount in rupees';
  const usageLimit = wholeNumber(draft.usageLimit);
  if (Number.isNaN(usageLimit)) errors.usageLimit = 'Usage limit must be a whole number';
  const perUserLimit = wholeNumber(draft.perUserLimit);
  if (Number.isNaN(perUserLimit)) errors.perUserLimit = 'Limit per customer must be a whole number';
  const validFrom = fromLocalInput(draft.validFrom);
  if (validFrom === null || validFrom === 'invalid') errors.validFrom = 'Valid from must be a date and time';
  const validUntil = fromLocalInput(draft.validUntil);
  if (validUntil === 'invalid') errors.validUntil = 'Valid until must be a date and time';
  const body = {
    title: draft.title,
    description: draft.description,
    kind: draft.kind,
    percentOff: draft.kind === 'percent' ? percentOff : null,
    scope: draft.scope,
    categorySlugs:
      draft.scope === 'all'
        ? []
        : draft.categorySlugs
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
    tag: draft.scope === 'tag' ? draft.tag.trim() || null : null,
    scopeLabel: draft.scopeLabel,
    minOrderPaise: minOrder ?? 0,
    maxDiscountPaise: maxDiscount,
    validFrom: validFrom ?? '',
    validUntil,
    usageLimit,
    perUserLimit,
    active: draft.active,
    showAsDeal: draft.showAsDeal,
  };
  return { body, errors };
}

/**
 * Add or edit a promo code: the row the cart checks. Checked with the server's own schema before it
 * is sent (percent 1-90, end after start, code format, scope); the server's refusal names the field too.
 */
export function PromoForm({ promo, onDone }: { promo: AdminPromo | null; onDone: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState<PromoDraft>(() => draftOf(promo));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSavePromo();
  const set = <K extends keyof PromoDraft>(key: K, value: PromoDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const { body, errors: typing } = bodyOf(draft);
    const parsed =
      promo === null ? AdminCreatePromoBodySchema.safeParse({ code: draft.code, ...body }) : AdminUpdatePromoBodySchema.safeParse(body);
    const found = { ...(parsed.success ? {} : zodFieldErrors(parsed.error)), ...typing };
    setErrors(found);
    if (!parsed.success || Object.keys(typing).length > 0) return;
    save.mutate(
      { code: promo?.code ?? null, body: parsed.data },
      saveCallbacks({ saved: SITE_CONTENT_MESSAGES.promoSaved, failed: SITE_CONTENT_MESSAGES.promoFailed, setErrors, onDone }),
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={promo ? `Edit ${promo.code}` : 'Add promo code'} className="grid gap-4 sm:grid-cols-2">
      {promo === null ? (
        <TextField
          label="Code"
          value={draft.code}
          onChange={(e) => set('code', e.target.value)}
          error={errors.code}
          hint="3 to 20 letters and digits"
        />
      ) : (
        <p className="sm:col-span-2">
          Code: <strong>{promo.code}</strong> (used {promo.timesUsed} times)
        </p>
      )}
      <TextField label="Title" value={draft.title} onChange={(e) => set('title', e.target.value)} error={errors.title} />
      <TextField
        label="Description"
        value={draft.description}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
      />
      <div>
        <label htmlFor={`${id}-kind`} className={labelClasses}>
          Type
        </label>
        <select
          id={`${id}-kind`}
          value={draft.kind}
          onChange={(e) => set('kind', e.target.value === 'bogo' ? 'bogo' : 'percent')}
          className={inputClasses}
        >
          <option value="percent">Percent off</option>
          <option value="bogo">Buy one get one free</option>
        </select>
      </div>
      {draft.kind === 'percent' ? (
        <TextField
          label="Percent off"
          inputMode="numeric"
          value={draft.percentOff}
          onChange={(e) => set('percentOff', e.target.value)}
          error={errors.percentOff}
          hint="1 to 90"
        />
      ) : (
        <div />
      )}
      <div>
        <label htmlFor={`${id}-scope`} className={labelClasses}>
          Applies to
        </label>
        <select
          id={`${id}-scope`}
          value={draft.scope}
          onChange={(e) =>
            set('scope', (PROMO_SCOPES as readonly string[]).includes(e.target.value) ? (e.target.value as PromoScope) : 'all')
          }
          className={inputClasses}
          aria-describedby={errors.scope ? `${id}-scope-error` : undefined}
        >
          {PROMO_SCOPES.map((s) => (
            <option key={s} value={s}>
              {SCOPE_LABELS[s]}
            </option>
          ))}
        </select>
        {errors.scope ? (
          <p id={`${id}-scope-error`} className={errorTextClasses}>
            {errors.scope}
          </p>
        ) : null}
      </div>
      <TextField
        label="Scope in words"
        value={draft.scopeLabel}
        onChange={(e) => set('scopeLabel', e.target.value)}
        error={errors.scopeLabel}
        hint="e.g. Pain Relief products"
      />
      {draft.scope !== 'all' ? (
        <TextField
          label="Category slugs"
          value={draft.categorySlugs}
          onChange={(e) => set('categorySlugs', e.target.value)}
          error={errors.categorySlugs}
          hint="Comma-separated, e.g. pain-relief"
        />
      ) : null}
      {draft.scope === 'tag' ? (
        <TextField label="Tag" value={draft.tag} onChange={(e) => set('tag', e.target.value)} error={errors.tag} />
      ) : null}
      <TextField
        label="Minimum order (₹)"
        inputMode="decimal"
        value={draft.minOrder}
        onChange={(e) => set('minOrder', e.target.value)}
        error={errors.minOrderPaise}
      />
      <TextField
        label="Maximum discount (₹)"
        inputMode="decimal"
        value={draft.maxDiscount}
        onChange={(e) => set('maxDiscount', e.target.value)}
        error={errors.maxDiscountPaise}
        hint="Empty: no cap"
      />
      <TextField
        label="Valid from"
        type="datetime-local"
        value={draft.validFrom}
        onChange={(e) => set('validFrom', e.target.value)}
        error={errors.validFrom}
      />
      <TextField
        label="Valid until"
        type="datetime-local"
        value={draft.validUntil}
        onChange={(e) => set('validUntil', e.target.value)}
        error={errors.validUntil}
        hint="Empty: no end"
      />
      <TextField
        label="Usage limit (total)"
        inputMode="numeric"
        value={draft.usageLimit}
        onChange={(e) => set('usageLimit', e.target.value)}
        error={errors.usageLimit}
        hint="Empty: unlimited"
      />
      <TextField
        label="Limit per customer"
        inputMode="numeric"
        value={draft.perUserLimit}
        onChange={(e) => set('perUserLimit', e.target.value)}
        error={errors.perUserLimit}
        hint="Orders one customer may place with it. Empty: no limit"
      />
      <div className="flex flex-col gap-2 pt-6">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={draft.active} onChange={(e) => set('active', e.target.checked)} /> Active
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={draft.showAsDeal} onChange={(e) => set('showAsDeal', e.target.checked)} /> Show on /deals
        </label>
      </div>
      <FormActions busy={save.isPending} onCancel={onDone} />
    </form>
  );
}
