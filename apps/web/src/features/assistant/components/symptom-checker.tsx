import type { SymptomCheckResponse } from '@dawa/shared/assistant/chat';
import { formatInr } from '@dawa/shared/money/format';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { apiErrorMessage } from '@/lib/api-client';
import { checkSymptoms } from '../api/assistant-api';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { useAnswerText } from '../hooks/use-answer-text';
import { AdvisoryNote } from './advisory-note';
import { TriageCard } from './triage-card';

/** The AI Symptom Checker (account-and-care §2): free text → over-the-counter suggestions, or the spec's 'no results' text. */
export function SymptomChecker() {
  const id = useId();
  const t = useT('assistant');
  const language = useLanguage();
  const answer = useAnswerText();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SymptomCheckResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A blank symptom text does nothing (spec).
    if (!text.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      setResult(await checkSymptoms(text, language));
    } catch (failure) {
      setError(apiErrorMessage(failure, t('checker.unavailable')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-h`} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h2 id={`${id}-h`} className="text-lg font-semibold">
        {t('checker.heading')}
      </h2>
      <form onSubmit={(event) => void submit(event)} className="mt-3">
        <label htmlFor={`${id}-t`} className={labelClasses}>
          {t('checker.label')}
        </label>
        <textarea
          id={`${id}-t`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={3}
          maxLength={2000}
          placeholder={t('checker.placeholder')}
          className={inputClasses}
        />
        <Button type="submit" className="mt-2" disabled={busy}>
          {busy ? t('checker.checking') : t('checker.submit')}
        </Button>
      </form>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {result && (
        <div className="mt-4 space-y-3 text-sm" data-testid="symptom-result">
          <TriageCard triage={result.triage} />
          <p
            role={result.status === 'emergency' ? 'alert' : undefined}
            className={result.status === 'emergency' ? 'font-semibold text-red-800 dark:text-red-200' : 'font-medium'}
          >
            {result.messageText ? answer.one(result.messageText) : result.message}
          </p>
          {result.suggestions.length > 0 && (
            <ul className="space-y-2">
              {result.suggestions.map((s) => (
                <li key={s.productId} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
                  <Link to={s.href} className="font-semibold text-teal-800 underline dark:text-teal-300">
                    {s.name}
                  </Link>{' '}
                  <span>{formatInr(s.pricePaise)}</span>
                  <p>
                    <span className="font-medium">{t('checker.whyItFits')}: </span>
                    {answer.all(s.whyTexts)}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {result.seeDoctor.length > 0 && (
            <div>
              <h3 className="font-semibold">{t('checker.seeDoctor')}</h3>
              <ul className="list-disc pl-5">
                {result.seeDoctorTexts.map((line) => (
                  <li key={line.code}>{answer.one(line)}</li>
                ))}
              </ul>
            </div>
          )}
          {result.adviceText && <p>{answer.one(result.adviceText)}</p>}
          <AdvisoryNote />
        </div>
      )}
    </section>
  );
}
