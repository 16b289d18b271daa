import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../lighthouse.ts';
const base = process.argv[2] ?? 'http://127.0.0.1:4400';
const paths = (process.argv[3] ?? '/').split(',');
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
for (const p of paths) {
  const r = await lighthouse(base + p, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = r!.lhr;
  const m = (lhr.audits.metrics.details as any).items[0];
  console.log(p, Math.round(lhr.categories.performance.score! * 100), 'LCP', Math.round(m.largestContentfulPaint), 'FCP', Math.round(m.firstContentfulPaint), 'obsLCP', Math.round(m.observedLargestContentfulPaint), 'obsFCP', Math.round(m.observedFirstContentfulPaint), 'obsDCL', Math.round(m.observedDomContentLoaded), 'TBT', Math.round(m.totalBlockingTime), 'SI', Math.round(m.speedIndex), 'TTI', Math.round(m.interactive));
  const lt = (lhr.audits['long-tasks']?.details as any)?.items ?? [];
  for (const t of lt) console.log('  long', Math.round(t.startTime), Math.round(t.duration), t.url);
  const items = (lhr.audits['lcp-breakdown-insight'] ?? lhr.audits['largest-contentful-paint-element'])?.details as any;
  console.log(JSON.stringify(items?.items?.[1] ?? items?.items?.[0])?.slice(0, 600));
}
await chrome.kill();
