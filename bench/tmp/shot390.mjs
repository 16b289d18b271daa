import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: Number(process.argv[2] ?? 390), height: 844 } });
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:4400/');
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/shots/app-390.png', clip: { x: 0, y: 0, width: Number(process.argv[2] ?? 390), height: 300 } });
await browser.close();
