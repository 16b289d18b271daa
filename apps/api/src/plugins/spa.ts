import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPagePath } from '@dawa/shared/routes/page-routes';
import { SERVED_SETTINGS_META, type ServedSettings } from '@dawa/shared/system/settings';
import { DEMO_BANNER_TEXT, DEMO_BANNER_TEXT_HI } from '@dawa/shared/system/texts';
import { SITE_LOCK_COOKIE, type SiteLockService } from '../modules/site-lock/site-lock.service.ts';
import { NOTHING, preloadTags, type FirstScreenPlan } from './first-screen-hints.ts';
import { firstScreenMarkup } from './first-screen-markup.ts';

/** Hashes of the inline scripts of index.html (the pre-paint theme script), so CSP can allow exactly them. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(
      `'sha256-${crypto
        .createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    // Razorpay Checkout (card, UPI, net banking; decision 050) is Razorpay's script and frames; loaded only when paying.
    `script-src 'self' ${scriptHashes.join(' ')} https://checkout.razorpay.com`.replace('  ', ' '),
    "frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com",
    // React sets style attributes (e.g. widths of rating bars); no inline <style> blocks are shipped.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The demo store's banner (decision 013), written into the page by the server so it costs the app no
 * JavaScript. The server does not know the visitor's language (the browser keeps it), so it is
 * written in both and the stylesheet shows the one <html lang> names (as the first screen does). It sits above the app in the page's flow (the sticky header then covers nothing), with
 * its own colours for the light and the dark theme (the inline theme script of index.html sets html.dark before first paint).
 */
const DEMO_BANNER = `<style>#demo-banner{background:#fef3c7;color:#78350f;border-bottom:1px solid #d97706;padding:.4rem 1rem;text-align:center;font:600 .875rem/1.4 system-ui,sans-serif}html.dark #demo-banner{background:#451a03;color:#fde68a;border-color:#b45309}html:not([lang^=hi]) #demo-banner [lang=hi],html[lang^=hi] #demo-banner [lang=en]{display:none}</style><div id="demo-banner" role="note"><span lang="en">${DEMO_BANNER_TEXT}</span><span lang="hi">${DEMO_BANNER_TEXT_HI}</span></div>`;

/** index.html with the demo banner as the first thing in its body. */
export function withDemoBanner(html: string): string {
  return html.replace(/<body\b[^>]*>/, (body) => `${body}${DEMO_BANNER}`);
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with the System Settings the pages show (support contacts in the footer, feature
 * switches) as a <meta> JSON in its head: the app reads them without a request and without shipping
 * a schema in its shell. A meta element is no script, so the page's CSP hashes stay as they are.
 */
export function withServedSettings(html: string, settings: ServedSettings): string {
  const meta = `<meta name="${SERVED_SETTINGS_META}" content="${escapeAttribute(JSON.stringify(settings))}">`;
  return html.replace(/<\/head>/, `${meta}</head>`);
}

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html for every other
 * non-API path (the app's router shows its own 'Page Not Found', answered with a 404 status when the
 * path is none of the app's pages), with the demo banner in demo mode. Does nothing when there is no build.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  {
    demoBanner,
    servedSettings,
    firstScreen = async () => NOTHING,
    siteLock,
  }: {
    demoBanner: boolean;
    servedSettings: () => Promise<ServedSettings>;
    /** What the page at this URL will fetch first and what it looks like (first-screen-hints.ts), sent with the HTML. */
    firstScreen?: (pathname: string, params: URLSearchParams) => Promise<FirstScreenPlan>;
    /**
     * The site lock: a browser it keeps out of the API (which would answer 423) is told to preload
     * nothing, and is painted no first screen before the lock screen.
     */
    siteLock?: Pick<SiteLockService, 'isUnlocked'>;
  },
): Promise<boolean> {
  const indexPath = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexPath)) return false;
  const builtHtml = fs.readFileSync(indexPath, 'utf8');
  const indexHtml = demoBanner ? withDemoBanner(builtHtml) : builtHtml;
  const csp = contentSecurityPolicy(inlineScriptHashes(indexHtml));

  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs): sent to
    // browsers that accept them, with Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  /** The plan of a page this browser may read the data of: while the site is locked, only an unlocked browser's. */
  const planFor = async (request: FastifyRequest, pathname: string, search: string): Promise<FirstScreenPlan> => {
    if (siteLock && !(await siteLock.isUnlocked(request.cookies[SITE_LOCK_COOKIE]))) return NOTHING;
    return firstScreen(pathname, new URLSearchParams(search));
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, status = 200) => {
    const [pathname = '', search = ''] = request.url.split('?', 2);
    const [settings, plan] = await Promise.all([servedSettings(), status === 200 ? planFor(request, pathname, search) : NOTHING]);
    // A product page of a product the shop does not have is the app's not-found screen, with its status.
    if (plan.notFound) status = 404;
    const screen =
      plan.screen?.page === 'home'
        ? firstScreenMarkup({ page: 'home', hero: settings.hero })
        : plan.screen
          ? firstScreenMarkup(plan.screen)
          : '';
    const html = withServedSettings(indexHtml, settings)
      .replace(/<\/head>/, `${preloadTags(plan.hints)}</head>`)
      .replace('<div id="root"></div>', `${screen}<div id="root"></div>`);
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', csp)
      .send(html);
  };

  app.get('/', async (request, reply) => sendIndex(request, reply));
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing file (an asset of an older build, a typo'd favicon) is a 404, not the app's HTML,
    // which a browser would try to run as a script.
    const looksLikeFile = pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || looksLikeFile) {
      return reply.status(404).send({ code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
    }
    // Unknown pages get the app (it shows 'Page Not Found') with a 404, so crawlers and monitors see it.
    return sendIndex(request, reply, isPagePath(pathname) ? 200 : 404);
  });
  return true;
}
