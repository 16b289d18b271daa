import { AdminBlogArticleBodySchema, type AdminBlogArticle } from '@dawa/shared/admin/site-content';
import { SITE_CONTENT_MESSAGES } from '@dawa/shared/admin/site-content-rules';
import { useId, useState, type FormEvent } from 'react';
import { TextField, errorTextClasses, hintTextClasses } from '@/components/ui/field';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { useAdminBlog, useSaveArticle } from '../api/content';
import { ContentList, FormActions, ListOrEditor } from './content-editor';
import { saveCallbacks, zodFieldErrors, type FieldErrors } from './form-helpers';
import { LoadFailed, Pager } from '@/components/ui/list-states';
import { staffDate } from '@/lib/staff/staff-format';

/** Blog articles: list (drafts too), add, edit, publish and unpublish. */
export function BlogPanel() {
  const [page, setPage] = useState(1);
  const blog = useAdminBlog(page);
  const [editing, setEditing] = useState<AdminBlogArticle | 'new' | null>(null);
  return (
    <ListOrEditor
      editing={editing}
      addLabel="Add article"
      editTitle={(article) => `Edit ${article.title}`}
      onAdd={() => setEditing('new')}
      form={(article) => <ArticleForm article={article} onDone={() => setEditing(null)} />}
    >
      {blog.isPending ? (
        <p role="status">Loading articles...</p>
      ) : blog.isError ? (
        <LoadFailed message={SITE_CONTENT_MESSAGES.fetchFailed} onRetry={() => void blog.refetch()} />
      ) : (
        <>
          <ContentList
            items={blog.data.items}
            detail={(article) => `/blog/${article.slug} · ${staffDate(article.publishedOn)} · ${article.published ? 'Published' : 'Draft'}`}
            onEdit={setEditing}
          />
          <Pager label="Article pages" page={blog.data.page} pageCount={blog.data.pageCount} onPage={setPage} />
        </>
      )}
    </ListOrEditor>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

/** An article's form: the body is '## Heading' sections of paragraphs and '- item' lists. */
export function ArticleForm({ article, onDone }: { article: AdminBlogArticle | null; onDone: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState({
    slug: article?.slug ?? '',
    title: article?.title ?? '',
    summary: article?.summary ?? '',
    image: article?.image ?? '',
    imageAlt: article?.imageAlt ?? '',
    authorName: article?.authorName ?? '',
    authorRole: article?.authorRole ?? '',
    body: article?.body ?? '',
    sources: article?.sources.join('\n') ?? '',
    publishedOn: article?.publishedOn ?? today(),
    published: article?.published ?? false,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveArticle();
  const set = <K extends keyof typeof draft>(key: K, value: (typeof draft)[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = AdminBlogArticleBodySchema.safeParse({
      ...draft,
      sources: draft.sources
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(
      { id: article?.id ?? null, body: parsed.data },
      saveCallbacks({ saved: SITE_CONTENT_MESSAGES.articleSaved, failed: SITE_CONTENT_MESSAGES.articleFailed, setErrors, onDone }),
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={article ? `Edit ${article.title}` : 'Add article'} className="grid gap-4 sm:grid-cols-2">
      <TextField label="Title" value={draft.title} onChange={(e) => set('title', e.target.value)} error={errors.title} />
      <TextField
        label="Slug"
        value={draft.slug}
        onChange={(e) => set('slug', e.target.value)}
        error={errors.slug}
        hint="The address: /blog/your-slug"
      />
      <TextField
        className="sm:col-span-2"
        label="Summary"
        value={draft.summary}
        onChange={(e) => set('summary', e.target.value)}
        error={errors.summary}
      />
      <TextField label="Author" value={draft.authorName} onChange={(e) => set('authorName', e.target.value)} error={errors.authorName} />
      <TextField
        label="Author role"
        value={draft.authorRole}
        onChange={(e) => set('authorRole', e.target.value)}
        error={errors.authorRole}
      />
      <TextField label="Image path" value={draft.image} onChange={(e) => set('image', e.target.value)} error={errors.image} />
      <TextField
        label="Image description"
        value={draft.imageAlt}
        onChange={(e) => set('imageAlt', e.target.value)}
        error={errors.imageAlt}
      />
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-body`} className={labelClasses}>
          Body
        </label>
        <textarea
          id={`${id}-body`}
          rows={12}
          value={draft.body}
          onChange={(e) => set('body', e.target.value)}
          className={inputClasses}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={`${id}-body-hint${errors.body ? ` ${id}-body-error` : ''}`}
        />
        <p id={`${id}-body-hint`} className={hintTextClasses}>
          Start each section with &quot;## Heading&quot;; a blank line between paragraphs; &quot;- &quot; for list items.
        </p>
        {errors.body ? (
          <p id={`${id}-body-error`} className={errorTextClasses}>
            {errors.body}
          </p>
        ) : null}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-sources`} className={labelClasses}>
          Sources (one a line)
        </label>
        <textarea
          id={`${id}-sources`}
          rows={3}
          value={draft.sources}
          onChange={(e) => set('sources', e.target.value)}
          className={inputClasses}
        />
        {errors.sources ? <p className={errorTextClasses}>{errors.sources}</p> : null}
      </div>
      <TextField
        label="Published date"
        type="date"
        value={draft.publishedOn}
        onChange={(e) => set('publishedOn', e.target.value)}
        error={errors.publishedOn}
      />
      <label className="flex items-center gap-2 pt-6">
        <input type="checkbox" checked={draft.published} onChange={(e) => set('published', e.target.checked)} /> Published
      </label>
      <FormActions busy={save.isPending} onCancel={onDone} />
    </form>
  );
}
