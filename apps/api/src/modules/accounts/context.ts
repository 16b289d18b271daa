import type { Secrets } from '../../config/secrets.ts';
import type { Database } from '../../db/client.ts';
import type { FailureLimiter } from '../../lib/failure-limiter.ts';
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
  /** Failed logins (and password re-checks) per e-mail; failed code checks per e-mail. */
  limiters: { login: FailureLimiter; otp: FailureLimiter };
  /** The web app's origin, for links in mails. */
  publicUrl: string;
  log: Logger;
  now: () => Date;
  /** Forgets mails kept for an address (the dev outbox) when its account is deleted. */
  forgetMailsTo(email: string): Promise<void>;
}
