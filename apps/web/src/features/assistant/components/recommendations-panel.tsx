import type { RecommendationsBody } from '@dawa/shared/assistant/chat';
import { useQuery } from '@tanstack/react-query';
import { formatInr } from '@dawa/shared/money/format';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';
import { fetchRecommendations } from '../api/assistant-api';
import { useT } from '@/lib/i18n/use-t';
import { useAnswerText } from '../hooks/use-answer-text';
import { AdvisoryNote } from './advisory-note';

const listOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, 20);

/** Personalized Recommendations (signed in only): refills due and products that fit, each with its reason. */
export function RecommendationsPanel() {
  const id = useId();
  const t = useT('assistant');
  const answer = useAnswerText();
  const { user } = useSession();
  const [fields, setFields] = useState({ conditions: '', allergies: '', currentMedications: '' });
  // The first answer comes from what we already know (past orders, health reports); the form refines it.
  const [body, setBody] = useState<RecommendationsBody>({ conditions: [], allergies: [], currentMedications: [] });
  const query = useQuery({
    queryKey: ['ai-recommendations', user?.id, body],
    queryFn: () => fetchRecommendations(body),
    enabled: user !== null,
    retry: false,
  });
  const result = query.data ?? null;
  const error = query.error ? apiErrorMessage(query.error, t('chat.failed')) : null;
  const busy = query.isFetching;

  if (!user) {
    return (
      <section aria-labelledby={`${id}-h`} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
        <h2 id={`${id}-h`} className="text-lg font-semibold">
          {t('recommendations.heading')}
        </h2>
        <p className="mt-2 text-sm">
          <Link to={paths.login()} className="text-teal-800 underline dark:text-teal-300">
            {t('recommendations.login')}
          </Link>
        </p>
      </section>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBody({
      conditions: listOf(fields.conditions),
      allergies: listOf(fields.allergies),
      currentMedications: listOf(fields.currentMedications),
    });
  };
  const field = (name: keyof typeof fields, label: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClasses}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        value={fields[name]}
        maxLength={500}
        onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
        className={inputClasses}
      />
    </div>
  );
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h2 id={`${id}-h`} className="text-lg font-semibold">
        {t('recommendations.heading')}
      </h2>
      <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-3">
        {field('conditions', t('recommendations.conditions'))}
        {field('allergies', t('recommendations.allergies'))}
        {field('currentMedications', t('recommendations.medications'))}
        <Button type="submit" disabled={busy} className="sm:col-span-3 sm:justify-self-start">
          {t('recommendations.submit')}
        </Button>
      </form>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {result && (
        <div className="mt-4 grid gap-4 text-sm md:grid-cols-2">
          <div>
            <h3 className="font-semibold">{t('recommendations.refills')}</h3>
            {result.refills.length === 0 ? (
              <p>{t('recommendations.noRefills')}</p>
            ) : (
              <ul className="mt-1 space-y-2">
                {result.refills.map((r) => (
                  <li key={r.productId}>
                    <Link to={r.href} className="font-semibold text-teal-800 underline dark:text-teal-300">
                      {r.name}
                    </Link>
                    <p>{answer.one(r.reasonText)}</p>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3 className="font-semibold">{t('recommendations.products')}</h3>
            {result.products.length === 0 ? (
              <p>{t('recommendations.noProducts')}</p>
            ) : (
              <ul className="mt-1 space-y-2">
                {result.products.map((p) => (
                  <li key={p.productId}>
                    <Link to={p.href} className="font-semibold text-teal-800 underline dark:text-teal-300">
                      {p.name}
                    </Link>{' '}
                    {formatInr(p.pricePaise)}
                    <p>{answer.one(p.reasonText)}</p>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {result.excluded.length > 0 && (
            <div className="md:col-span-2">
              <h3 className="font-semibold">{t('recommendations.excluded')}</h3>
              <ul className="list-disc pl-5">
                {result.excluded.map((e) => (
                  <li key={e.name}>
                    {e.name}: {answer.one(e.reasonText)}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <AdvisoryNote className="md:col-span-2" />
        </div>
      )}
    </section>
  );
}
