// Lighthouse (mobile, default simulated throttling) of the storefront pages, driving Debian's
// Chromium (no browser download): performance score, LCP, CLS and TBT per page. Used by run.ts.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

export interface LighthouseRow {
  page: string;
  path: string;
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** What Lighthouse names as the largest paint, and its own error when the run failed. */
  lcpElement?: string;
  error?: string;
}

/** The flags every Chromium of the bench and the journeys starts with (the brief's list). */
export const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/**
 * One Lighthouse run per page (in one Chromium; each run gets a fresh tab and a cleared cache), `runs`
 * times, answering the run with the median performance score of each page: a single run on a shared
 * two-core machine wobbles by several points.
 */
export async function lighthousePages(base: string, pages: { page: string; path: string }[], runs = 1): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const rows: LighthouseRow[] = [];
    for (const { page, path } of pages) {
      const tries: LighthouseRow[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const { lhr } = result;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const lcpItems = (
          lhr.audits['largest-contentful-paint-element']?.details as
            { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined
        )?.items;
        tries.push({
          page,
          path,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          cls: Number(audit('cumulative-layout-shift').toFixed(3)),
          tbtMs: Math.round(audit('total-blocking-time')),
          ...(lcpItems?.[0]?.items?.[0]?.node?.selector ? { lcpElement: lcpItems[0].items[0].node.selector } : {}),
          ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
        });
      }
      tries.sort((a, b) => a.performance - b.performance);
      rows.push(tries[Math.floor(tries.length / 2)] as LighthouseRow);
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

export function printLighthouse(rows: LighthouseRow[]): void {
  console.log('\nLighthouse (mobile, default throttling)   perf   LCP ms    CLS   TBT ms');
  for (const r of rows) {
    console.log(
      `${`${r.page} ${r.path}`.slice(0, 40).padEnd(40)} ${String(r.performance).padStart(5)} ${String(r.lcpMs).padStart(8)} ${r.cls.toFixed(3).padStart(6)} ${String(r.tbtMs).padStart(8)}${r.lcpElement ? `   LCP: ${r.lcpElement}` : ''}${r.error ? `   ${r.error}` : ''}`,
    );
  }
}
