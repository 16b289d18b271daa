import { AdminHeroBodySchema, type HeroBanner } from '@dawa/shared/admin/site-content';
import { SITE_CONTENT_MESSAGES } from '@dawa/shared/admin/site-content-rules';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/field';
import { useHeroes, useSaveHero } from '../api/content';
import { ContentList, FormActions, ListOrEditor } from './content-editor';
import { fromLocalInput, saveCallbacks, toLocalInput, zodFieldErrors, type FieldErrors } from './form-helpers';
import { LoadFailed } from '@/components/ui/list-states';

/** The home page's hero banner: the newest active one inside its window is shown. */
export function HeroPanel() {
  const heroes = useHeroes();
  const [editing, setEditing] = useState<HeroBanner | 'new' | null>(null);
  return (
    <ListOrEditor
      editing={editing}
      addLabel="Add hero banner"
      editTitle={(hero) => `Edit ${hero.title}`}
      onAdd={() => setEditing('new')}
      form={(hero) => <HeroForm hero={hero} onDone={() => setEditing(null)} />}
    >
      {heroes.isPending ? (
        <p role="status">Loading banners...</p>
      ) : heroes.isError ? (
        <LoadFailed message={SITE_CONTENT_MESSAGES.fetchFailed} onRetry={() => void heroes.refetch()} />
      ) : heroes.data.items.length === 0 ? (
        <p>No banners yet: the home page shows its built-in hero.</p>
      ) : (
        <ContentList
          items={heroes.data.items}
          detail={(hero) => `${hero.ctaLabel} → ${hero.ctaHref} · ${hero.active ? 'Active' : 'Off'}`}
          onEdit={setEditing}
        />
      )}
    </ListOrEditor>
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
    const parsed = AdminHeroBodySchema.safeParse({
      ...draft,
      startsAt: fromLocalInput(draft.startsAt) ?? '',
      endsAt: fromLocalInput(draft.endsAt),
    });
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
      <TextField
        label="Button link"
        value={draft.ctaHref}
        onChange={(e) => set('ctaHref', e.target.value)}
        error={errors.ctaHref}
        hint="A path on this site, e.g. /deals"
      />
      <TextField
        label="Starts at"
        type="datetime-local"
        value={draft.startsAt}
        onChange={(e) => set('startsAt', e.target.value)}
        error={errors.startsAt}
      />
      <TextField
        label="Ends at"
        type="datetime-local"
        value={draft.endsAt}
        onChange={(e) => set('endsAt', e.target.value)}
        error={errors.endsAt}
        hint="Empty: no end"
      />
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={draft.active} onChange={(e) => set('active', e.target.checked)} /> Active
      </label>
      <FormActions busy={save.isPending} onCancel={onDone} />
    </form>
  );
}
