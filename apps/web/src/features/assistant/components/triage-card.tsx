import type { TriageAnswer } from '@dawa/shared/assistant/triage/answer';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useLanguage, useT } from '@/lib/i18n/use-t';

const LEVEL_STYLES: Record<TriageAnswer['level'], string> = {
  emergency: 'border-red-400 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100',
  doctor_today: 'border-amber-400 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  doctor_soon: 'border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100',
  self_care: 'border-teal-300 bg-teal-50 text-teal-950 dark:border-teal-700 dark:bg-teal-950 dark:text-teal-100',
};

const actionClasses = 'inline-block rounded-lg px-3 py-1.5 font-semibold underline-offset-2 focus-visible:outline-2';

/** The earliest slot of our booking that meets the level, or, when none does, to see a doctor elsewhere in time. */
function EarliestSlotLine({ triage }: { triage: TriageAnswer }) {
  const t = useT('assistant');
  const { earliestSlot, level } = triage;
  if (earliestSlot === undefined || (level !== 'doctor_today' && level !== 'doctor_soon')) return null;
  if (earliestSlot === null) {
    return (
      <p data-testid="triage-no-slot" className="mt-1 font-semibold">
        {t(`triage.noSlot.${level}`)}
      </p>
    );
  }
  const day =
    earliestSlot.dayOffset === 0 ? t('triage.day.today') : earliestSlot.dayOffset === 1 ? t('triage.day.tomorrow') : earliestSlot.date;
  return (
    <p data-testid="triage-earliest-slot" className="mt-1">
      {t('triage.earliest', {
        doctor: earliestSlot.doctorName,
        day,
        time: earliestSlot.label,
        mode: t(`triage.mode.${earliestSlot.mode}`),
      })}
    </p>
  );
}

/**
 * The urgency of a symptom answer, shown before anything else (issue 22): the level, a call button
 * for 108/112 at an emergency, where to book at the doctor levels, the reasons, our one question,
 * and when to get help at self-care. The words are the catalogue's; the reasons come in both languages.
 */
export function TriageCard({ triage }: { triage: TriageAnswer }) {
  const t = useT('assistant');
  const language = useLanguage();
  const inLanguage = (words: { en: string; hi: string }) => (language === 'hi' ? words.hi : words.en);
  const emergency = triage.level === 'emergency';
  return (
    <section
      data-testid="triage"
      data-level={triage.level}
      aria-label={t('triage.heading')}
      role={emergency ? 'alert' : undefined}
      className={cn('mb-2 rounded-xl border p-3 text-sm whitespace-normal', LEVEL_STYLES[triage.level])}
    >
      <p className="text-xs font-medium tracking-wide uppercase">{t('triage.heading')}</p>
      <p className="text-base font-bold">{t(`triage.level.${triage.level}`)}</p>
      {triage.call.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-2">
          {triage.call.map((number) => (
            <a key={number} href={`tel:${number}`} className={cn(actionClasses, 'bg-red-700 text-white no-underline hover:bg-red-800')}>
              {t('triage.call', { number })}
            </a>
          ))}
        </div>
      )}
      {triage.bookingHref && (
        <div className="mt-2">
          <Link
            to={triage.bookingHref}
            className={cn(actionClasses, 'bg-white/70 text-slate-900 underline dark:bg-slate-900 dark:text-slate-100')}
          >
            {triage.level === 'doctor_today' ? t('triage.bookToday') : t('triage.book')}
          </Link>
          {triage.specialization && <span className="ml-2">{t('triage.specialty', { specialty: triage.specialization })}</span>}
          <EarliestSlotLine triage={triage} />
        </div>
      )}
      {triage.followUpQuestion && (
        <p className="mt-2 font-semibold">
          {t('triage.question')}: {inLanguage(triage.followUpQuestion)}
        </p>
      )}
      {triage.reasons.length > 0 && (
        <div className="mt-2">
          <p className="font-semibold">{t('triage.why')}</p>
          <ul className="list-disc pl-5">
            {triage.reasons.map((reason) => (
              <li key={reason.en}>{inLanguage(reason)}</li>
            ))}
          </ul>
        </div>
      )}
      {triage.escalation.length > 0 && (
        <div className="mt-2">
          <p className="font-semibold">{t('triage.escalate')}</p>
          <ul className="list-disc pl-5">
            {triage.escalation.map((line) => (
              <li key={line.en}>{inLanguage(line)}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-2 text-xs opacity-75">{t('triage.versions', { rules: triage.rulesVersion, protocols: triage.protocolsVersion })}</p>
    </section>
  );
}
