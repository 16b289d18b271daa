import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4400';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [name, path, sel] of [['home', '/', 'text=Genuine medicines, delivered to your door'], ['product', '/product/calpol-500-tablet', 'img >> nth=0'], ['category', '/category/pain-relief', 'img >> nth=0'], ['search', '/search?query=paracetamol', 'img >> nth=1']]) {
  for (const [vw, vh] of [[360, 740], [412, 823], [768, 1024], [1024, 768], [1280, 900]]) {
    for (const js of [false, true]) {
      for (const lang of (process.env.LANGS ?? 'en,hi').split(',')) {
        const ctx = await browser.newContext({ viewport: { width: vw, height: vh } });
        const page = await ctx.newPage();
        if (!js) await page.route(/\/assets\/index-[^/]+\.js$/, (r) => r.abort());
        if (lang === 'hi') await ctx.addInitScript(() => localStorage.setItem('language', '"hi"'));
        await page.goto(base + path);
        if (js) await page.waitForFunction(() => !document.getElementById('first-screen'), null, { timeout: 8000 }).catch(() => console.log('not released'));
        await page.waitForTimeout(js ? 800 : 300);
        const box = await page.locator(sel).filter({ visible: true }).first().boundingBox();
        console.log(name, vw, js ? 'app ' : 'html', lang, JSON.stringify(box && Object.fromEntries(Object.entries(box).map(([k, v]) => [k, Math.round(v)]))));
        await page.screenshot({ path: `/tmp/shots/${name}-${vw}-${js ? 'app' : 'html'}-${lang}.png` });
        await ctx.close();
      }
    }
  }
}
await browser.close();
