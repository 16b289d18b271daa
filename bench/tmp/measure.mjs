import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:4400/');
await page.waitForTimeout(1500);
console.log(await page.evaluate(() => {
  const row = document.querySelector('#root header > div');
  return [...row.children].map((c) => `${c.tagName}.${String(c.className).slice(0, 30)} w=${c.getBoundingClientRect().width} h=${c.getBoundingClientRect().height}`).join('\n') + '\nrow w=' + row.getBoundingClientRect().width + ' controls: ' + [...row.lastElementChild.children].map((c) => c.tagName + ':' + c.getBoundingClientRect().width).join(',');
}));
await browser.close();
