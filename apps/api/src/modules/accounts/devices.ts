import crypto from 'node:crypto';
import Bowser from 'bowser';

/**
 * What counts as 'a device' for the login alert (decision 031): the browser's family, the operating
 * system and the kind of device, read from the User-Agent, without versions, so an update of Chrome
 * is the same device and Firefox on the same laptop is another. Kept hashed (no raw User-Agent is
 * stored), with a label for the mail. Not an identity: a User-Agent is easy to copy; the alert is a
 * courtesy against surprise sign-ins, not a security control.
 */
export interface Device {
  hash: string;
  /** 'Chrome on Windows (desktop)'. */
  label: string;
}

export function deviceOf(userAgent: string | undefined): Device {
  const parsed = userAgent ? Bowser.parse(userAgent) : null;
  const browser = parsed?.browser.name || 'Unknown browser';
  const os = parsed?.os.name || 'an unknown system';
  const kind = parsed?.platform.type || 'unknown';
  const label = `${browser} on ${os} (${kind})`;
  const hash = crypto.createHash('sha256').update(`${browser}|${os}|${kind}`.toLowerCase()).digest('hex').slice(0, 32);
  return { hash, label };
}
