import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Open work of the background queues; one query per scrape (each count has its partial index). */
export async function queueDepths(db: Database): Promise<{ queue: string; state: string; jobs: number }[]> {
  const result = await db.execute(sql`
    select
      (select count(*) from prescription_analysis_jobs where status = 'queued') as analysis_queued,
      (select count(*) from prescription_analysis_jobs where status = 'running') as analysis_running,
      (select count(*) from outbox_emails where template is not null and sent_at is null) as outbox_unsent,
      (select count(*) from appointments
        where status in ('scheduled', 'confirmed') and reminder_1h_sent_at is null and starts_at > now()
          and ((starts_at <= now() + interval '24 hours' and reminder_24h_sent_at is null) or starts_at <= now() + interval '1 hour')
      ) as reminders_due`);
  const row = ((result as { rows?: Record<string, string | number>[] }).rows?.[0] ?? {}) as Record<string, string | number | undefined>;
  const n = (key: string) => Number(row[key] ?? 0);
  return [
    { queue: 'prescription_analysis', state: 'queued', jobs: n('analysis_queued') },
    { queue: 'prescription_analysis', state: 'running', jobs: n('analysis_running') },
    { queue: 'outbox', state: 'unsent', jobs: n('outbox_unsent') },
    { queue: 'appointment_reminders', state: 'due', jobs: n('reminders_due') },
  ];
}
