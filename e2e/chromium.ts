/**
 * The Chromium every journey and bench starts: Debian's package (nothing downloads a browser at run
 * time) with the flags this machine needs (no sandbox as root, no GPU, no background traffic to the
 * internet it does not have). Playwright adds headless itself; Lighthouse's launcher is given it.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
