import type { Secrets } from '../../config/secrets.ts';
import type { Database } from '../../db/client.ts';
import type { FailureLimiter } from '../../lib/failure-limiter.ts';
import type { SessionStatusCache } from '../../lib/session-status-cache.ts';
import type { Mailer } from '../../providers/mail/types.ts';
import type { FileStorage } from '../../providers/storage/types.ts';
import type { AccessTokens } from './access-token.ts';

/** The little of a logger the services use (pino's shape). */
export interface Logger {
  error(details: object, message: string): void;
}

/** What the account services need from the app; built once in app.ts. */
export interface AccountsContext {
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  secrets: Secrets;
  accessTokens: AccessTokens;
  /** Failed logins (and password re-checks) per e-mail and client address; failed code checks per e-mail. */
  limiters: { login: FailureLimiter; otp: FailureLimiter };
  /** Whether sessions are alive, cached a few seconds in front of the database (in Redis when REDIS_URL is set). */
  sessionStatus: SessionStatusCache;
  /** The web app's origin, for links in mails. */
  publicUrl: string;
  log: Logger;
  now: () => Date;
  /** Forgets mails kept for an address (the dev outbox) when its account is deleted. */
  forgetMailsTo(email: string): Promise<void>;
}

/**
 * The failed-password counter of one account from one client address. Keyed on both, so ten wrong
 * passwords typed by a stranger elsewhere cannot lock the owner out; the per-address request limit
 * still bounds how fast one address may guess.
 */
export const loginFailureKey = (email: string, clientIp: string) => `login:${email.toLowerCase()}|${clientIp}`;
