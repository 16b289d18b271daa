import { AdminHeroBodySchema, type HeroBanner } from '@dawa/shared/admin/site-content';
import { SITE_CONTENT_MESSAGES } from '@dawa/shared/admin/site-content-rules';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useHeroes, useSaveHero } from '../api/content';
import { fromLocalInput, saveCallbacks, toLocalInput, zodFieldErrors, type FieldErrors } from './form-helpers';
import { LoadFailed } from '@/components/ui/list-states';

/** The home page's hero banner: the newest active one inside its window is shown. */
export function HeroPanel() {
  const heroes = useHeroes();
  const [editing, setEditing] = useState<HeroBanner | 'new' | null>(null);
  if (editing !== null)
    return (
      <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
        <h3 className="mb-4 text-lg font-semibold">{editing === 'new' ? 'Add hero banner' : `Edit ${editing.title}`}</h3>
        <HeroForm hero={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      </div>
    );
  return (
    <div>
      <Button onClick={() => setEditing('new')}>Add hero banner</Button>
      <div className="mt-4">
        {heroes.isPending ? (
          <p role="status">Loading banners...</p>
        ) : heroes.isError ? (
          <LoadFailed message={SITE_CONTENT_MESSAGES.fetchFailed} onRetry={() => void heroes.refetch()} />
        ) : heroes.data.items.length === 0 ? (
          <p>No banners yet: the home page shows its built-in hero.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
            {heroes.data.items.map((hero) => (
              <li key={hero.id} className="flex items-center justify-between gap-4 p-3">
                <div>
                  <p className="font-medium">{hero.title}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {hero.ctaLabel} → {hero.ctaHref} · {hero.active ? 'Active' : 'Off'}
                  </p>
                </div>
                <Button variant="secondary" onClick={() => setEditing(hero)} aria-label={`Edit ${hero.title}`}>
                  Edit
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function HeroForm({ hero, onDone }: { hero: HeroBanner | null; onDone: () => void }) {
  const [draft, setDraft] = useState({
    title: hero?.title ?? '',
    subtitle: hero?.subtitle ?? '',
    ctaLabel: hero?.ctaLabel ?? '',
    ctaHref: hero?.ctaHref ?? '/',
    startsAt: toLocalInput(hero?.startsAt ?? new Date().toISOString()),
    endsAt: toLocalInput(hero?.endsAt ?? null),
    active: hero?.active ?? true,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveHero();
  const set = <K extends keyof typeof draft>(key: K, value: (typeof draft)[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = AdminHeroBodySchema.safeParse({ ...draft, startsAt: fromLocalInput(draft.startsAt) ?? '', endsAt: fromLocalInput(draft.endsAt) });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(
      { id: hero?.id ?? null, body: parsed.data },
      saveCallbacks({ saved: SITE_CONTENT_MESSAGES.heroSaved, failed: SITE_CONTENT_MESSAGES.heroFailed, setErrors, onDone }),
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={hero ? `Edit ${hero.title}` : 'Add hero banner'} className="grid gap-4 sm:grid-cols-2">
      <TextField label="Title" value={draft.title} onChange={(e) => set('title', e.target.value)} error={errors.title} />
      <TextField label="Subtitle" value={draft.subtitle} onChange={(e) => set('subtitle', e.target.value)} error={errors.subtitle} />
      <TextField label="Button label" value={draft.ctaLabel} onChange={(e) => set('ctaLabel', e.target.value)} error={errors.ctaLabel} />
      <TextField label="Button link" value={draft.ctaHref} onChange={(e) => set('ctaHref', e.target.value)} error={errors.ctaHref} hint="A path on this site, e.g. /deals" />
      <TextField label="Starts at" type="datetime-local" value={draft.startsAt} onChange={(e) => set('startsAt', e.target.value)} error={errors.startsAt} />
      <TextField label="Ends at" type="datetime-local" value={draft.endsAt} onChange={(e) => set('endsAt', e.target.value)} error={errors.endsAt} hint="Empty: no end" />
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={draft.active} onChange={(e) => set('active', e.target.checked)} /> Active
      </label>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          Save
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
