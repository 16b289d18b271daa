import type { PolicyPage } from '@dawa/shared/admin/site-content-rules';
import { parseArticleBody } from '@dawa/shared/admin/site-content-rules';
import type { PublicPolicy } from '@dawa/shared/content/blog-api';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { usePolicy } from '../api/get-policy';
import { Bullets, StaticPage } from './static-page';

const slugOf = (heading: string, index: number) => `${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'section'}-${index}`;

/**
 * A policy page: the newest version published in Site Content, with its date; the built-in text
 * (`children`) until a version has been published, or when the version cannot be loaded.
 */
export function EditablePolicy({ page, children }: { page: PolicyPage; children: ReactNode }) {
  const policy = usePolicy(page);
  const t = useT('content');
  if (policy.isPending)
    return (
      <p role="status" className="mx-auto max-w-3xl px-4 py-8">
        {t('page.loading')}
      </p>
    );
  if (policy.isError || !policy.data.policy) return children;
  return <PublishedPolicy policy={policy.data.policy} />;
}

function PublishedPolicy({ policy }: { policy: PublicPolicy }) {
  const sections = parseArticleBody(policy.body);
  // Text before the first '## ' heading is the introduction.
  const intro = policy.body.split(/^## /m)[0]?.trim() ?? '';
  return (
    <StaticPage
      title={policy.title}
      description={`${policy.title} of Dawa, version ${policy.version}.`}
      updated={new Date(policy.publishedAt).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' })}
      intro={intro ? intro.split(/\n\s*\n/).map((p) => <p key={p}>{p}</p>) : null}
      sections={sections.map((s, index) => ({
        id: slugOf(s.heading, index),
        heading: s.heading,
        body: (
          <>
            {s.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {s.list ? <Bullets items={s.list} /> : null}
          </>
        ),
      }))}
    />
  );
}
