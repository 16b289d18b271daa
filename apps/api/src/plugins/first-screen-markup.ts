import type { CategoryDefinition } from '@dawa/shared/catalog/categories';
import type { ProductDetail, ProductSummary } from '@dawa/shared/catalog/schemas';
import commonEn from '@dawa/shared/i18n/catalogues/en/common';
import homeEn from '@dawa/shared/i18n/catalogues/en/home';
import productEn from '@dawa/shared/i18n/catalogues/en/product';
import searchEn from '@dawa/shared/i18n/catalogues/en/search';
import commonHi from '@dawa/shared/i18n/catalogues/hi/common';
import homeHi from '@dawa/shared/i18n/catalogues/hi/home';
import productHi from '@dawa/shared/i18n/catalogues/hi/product';
import searchHi from '@dawa/shared/i18n/catalogues/hi/search';
import { formatMoney, formatNumber } from '@dawa/shared/i18n/format';
import { LANGUAGE_NAMES, UI_LANGUAGES, type UiLanguage } from '@dawa/shared/i18n/languages';
import { createTranslator, pickCatalogue } from '@dawa/shared/i18n/messages';
import { discountPercent } from '@dawa/shared/money/format';
import type { ServedHero } from '@dawa/shared/system/settings';

/*
 * The first screen a phone paints before the app's JavaScript has run (decision 042): the header's frame
 * and the top of the page (the home hero, the product's picture and name, a listing's first cards),
 * written into the HTML by the server with the app's own class names. It sits before #root, which stays
 * hidden until the app shows the same page and removes it (apps/web/src/lib/first-screen.ts). It is a
 * picture of the page, not the page: aria-hidden and inert, so assistive technology and keyboards meet
 * only the app.
 *
 * The server does not know the visitor's language (it is kept in the browser), so texts are written in
 * both and the inline script of index.html marks <html lang> before the body is parsed; the stylesheet
 * below shows the one that matches. Class names here must stay those of the components they mirror
 * (site-header.tsx, hero.tsx, product-details.tsx, category-page.tsx, search-results-page.tsx,
 * product-card.tsx): the journey first-screen.spec.ts compares where the largest content is painted by
 * the server and by the app, so a drift fails there.
 */

function translatorsOf(language: UiLanguage) {
  return {
    language,
    common: createTranslator(pickCatalogue({ en: commonEn, hi: commonHi }, language), language),
    home: createTranslator(pickCatalogue({ en: homeEn, hi: homeHi }, language), language),
    product: createTranslator(pickCatalogue({ en: productEn, hi: productHi }, language), language),
    search: createTranslator(pickCatalogue({ en: searchEn, hi: searchHi }, language), language),
  };
}
type Texts = ReturnType<typeof translatorsOf>;
const TEXTS = { en: translatorsOf('en'), hi: translatorsOf('hi') };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Renders `render` once per language; its root element must carry the class `fs-lang`, which becomes fs-en or fs-hi. */
function bilingual(render: (t: Texts) => string): string {
  return (['en', 'hi'] as const).map((lang) => render(TEXTS[lang]).replace('fs-lang', `fs-${lang}`)).join('');
}

/**
 * Hides #root while the first screen stands in for it, and the texts of the other language. Inline, so
 * it applies with the HTML itself (the page's Content-Security-Policy allows inline styles).
 */
const STYLE =
  '<style>#first-screen+#root{display:none}html:not([lang^=hi]) #first-screen .fs-hi,html[lang^=hi] #first-screen .fs-en{display:none}</style>';

/** form-styles.ts inputClasses, and button.tsx's buttonClasses() word for word (both paddings are in it; the stylesheet's order decides). */
const INPUT =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400';
const BUTTON = 'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors';
const PRIMARY = `${BUTTON} bg-teal-700 text-white dark:bg-teal-400 dark:text-slate-950`;
const SECONDARY = `${BUTTON} border border-slate-300 bg-white text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100`;
const ICON = '<span class="inline-block size-4"></span>';

const LOGO =
  '<span class="flex shrink-0 items-center gap-2 rounded-lg"><svg aria-hidden="true" viewBox="0 0 32 32" class="size-8"><rect width="32" height="32" rx="8" class="fill-teal-700 dark:fill-teal-400"></rect><path d="M14 8h4v6h6v4h-6v6h-4v-6H8v-4h6z" class="fill-white dark:fill-slate-950"></path></svg><span class="text-xl font-bold tracking-tight text-slate-900 dark:text-white">Dawa</span></span>';

/**
 * site-header.tsx for a visitor: the logo, the search box, the desktop links, the language switch, the
 * icon buttons and 'Login', at the app's sizes, so the row wraps where the app's does and the page
 * below starts where the app's will.
 */
function header(): string {
  const row = (t: Texts) =>
    '<div class="fs-lang mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-3 px-4 py-3 sm:gap-x-4">' +
    LOGO +
    '<div class="order-last w-full md:order-none md:w-auto md:flex-1"><div class="relative"><div class="flex items-center gap-2"><div class="relative flex-1"><div class="flex">' +
    // A real (disabled) input: its intrinsic width decides, as the app's does, where the row wraps.
    `<input disabled tabindex="-1" placeholder="${escapeHtml(t.common('search.placeholder'))}" class="h-11 w-full rounded-l-lg border border-r-0 border-slate-300 bg-white pr-3 pl-4 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400">` +
    '<span class="inline-flex h-11 w-12 shrink-0 rounded-r-lg bg-teal-700 dark:bg-teal-400"></span></div></div>' +
    `<span class="hidden h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-700 md:inline-flex dark:border-slate-600 dark:text-slate-200">${ICON}<span class="hidden xl:inline">${escapeHtml(t.common('search.advanced'))}</span></span>` +
    '</div></div></div>' +
    '<div class="hidden lg:block"><div class="flex items-center gap-1">' +
    (['header.categories', 'header.appointments', 'header.aiAssistant'] as const)
      .map((key) => `<span class="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 dark:text-slate-200">${escapeHtml(t.common(key))}</span>`)
      .join('') +
    '</div></div>' +
    '<div class="ml-auto flex items-center sm:gap-1 md:ml-0">' +
    `<select disabled tabindex="-1" class="h-10 appearance-none rounded-lg border border-transparent bg-transparent px-2 text-sm font-medium text-slate-700 dark:text-slate-200">${UI_LANGUAGES.map((l) => `<option${l === t.language ? ' selected' : ''}>${LANGUAGE_NAMES[l]}</option>`).join('')}</select>` +
    '<span class="inline-flex size-10"></span><span class="inline-flex size-10"></span><span class="inline-flex size-10"></span>' +
    `<span class="hidden rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white sm:inline-flex dark:bg-teal-400 dark:text-slate-950">${escapeHtml(t.common('header.login'))}</span>` +
    '<span class="inline-flex size-10 lg:hidden"></span>' +
    '</div></div>';
  return `<div class="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">${bilingual(row)}</div>`;
}

/** hero.tsx's picture beside the words on a tablet and wider (its height centres the words). */
const HERO_PICTURE =
  '<div class="hidden justify-center md:flex"><svg viewBox="0 0 200 200" class="size-72"><circle cx="100" cy="100" r="96" class="fill-teal-100 dark:fill-teal-900/60"></circle>' +
  '<rect x="58" y="40" width="84" height="120" rx="14" class="fill-white stroke-teal-700 dark:fill-slate-900 dark:stroke-teal-300" stroke-width="4"></rect>' +
  '<rect x="70" y="28" width="60" height="20" rx="6" class="fill-teal-700 dark:fill-teal-400"></rect>' +
  '<path d="M92 78h16v16h16v16h-16v16H92v-16H76V94h16z" class="fill-emerald-600 dark:fill-emerald-400"></path></svg></div>';

/** hero.tsx: the Site Content banner when one is live (its words are the same in every language), else the built-in one. */
function homeHero(hero: ServedHero | null | undefined): string {
  const words = (t: Texts) =>
    '<div class="fs-lang">' +
    `<p class="inline-flex items-center gap-2 rounded-full bg-teal-100 px-3 py-1 text-sm font-medium text-teal-900 dark:bg-teal-900 dark:text-teal-100">${escapeHtml(t.home('hero.kicker'))}</p>` +
    `<div class="mt-5 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">${escapeHtml(hero?.title ?? t.home('hero.title'))}</div>` +
    `<p class="mt-4 max-w-xl text-lg text-slate-700 dark:text-slate-300">${escapeHtml(hero?.subtitle ?? t.home('hero.subtitle'))}</p>` +
    `<div class="mt-8 flex flex-wrap gap-3"><span class="${PRIMARY} px-6 py-3 text-base">${escapeHtml(hero?.ctaLabel ?? t.home('hero.shop'))}</span><span class="${SECONDARY} px-6 py-3 text-base">${escapeHtml(t.home('hero.ask'))}</span></div>` +
    '</div>';
  return (
    '<div class="bg-gradient-to-br from-teal-50 via-white to-emerald-50 dark:from-slate-900 dark:via-slate-950 dark:to-teal-950">' +
    '<div class="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 md:grid-cols-[3fr_2fr] md:py-20">' +
    bilingual(words) +
    HERO_PICTURE +
    '</div></div>'
  );
}

/** product-image.tsx: the picture, or the pill box when there is none. */
function picture(src: string | null | undefined, classes: string, priority: boolean): string {
  if (!src) return `<div class="flex items-center justify-center bg-teal-50 dark:bg-slate-800 ${classes}"></div>`;
  const loading = priority ? ' fetchpriority="high" decoding="sync"' : ' loading="lazy" decoding="async"';
  return `<img src="${escapeHtml(src)}" alt="" width="400" height="400"${loading} class="bg-white object-contain dark:bg-slate-100 ${classes}">`;
}

/** breadcrumbs.tsx: the trail, its last crumb the page. */
function trail(className: string, crumbs: (t: Texts) => string[]): string {
  return bilingual((t) => {
    const items = crumbs(t);
    const last = items.pop() ?? '';
    return (
      `<div class="fs-lang ${className} text-sm text-slate-600 dark:text-slate-300"><div class="flex flex-wrap gap-1">` +
      items.map((label) => `<div>${escapeHtml(label)}<span> / </span></div>`).join('') +
      `<div class="font-medium text-slate-900 dark:text-white">${escapeHtml(last)}</div></div></div>`
    );
  });
}

/** product-details.tsx down to the name: the trail, the first picture (the page's largest paint) and the brand and name beside it. */
function productTop(product: ProductDetail): string {
  return (
    '<div class="mx-auto max-w-7xl px-4 py-8">' +
    trail('mb-6', (t) => [t.product('breadcrumb.home'), product.category.name, product.name]) +
    '<div class="grid gap-10 md:grid-cols-2"><div><div class="relative overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-700">' +
    picture(product.images[0] ?? product.image, 'aspect-square h-auto w-full p-6', true) +
    '</div></div><div class="space-y-5"><div>' +
    `<p class="text-sm font-medium text-teal-800 dark:text-teal-300">${escapeHtml(product.brand)}</p>` +
    `<div class="mt-1 text-2xl font-bold sm:text-3xl">${escapeHtml(product.name)}</div>` +
    '</div></div></div></div>'
  );
}

/** price-tag.tsx (the card's size). */
function price(t: Texts, product: ProductSummary): string {
  const { pricePaise, mrpPaise } = product;
  const off = mrpPaise > pricePaise ? discountPercent(pricePaise, mrpPaise) : 0;
  return (
    '<p class="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">' +
    `<span class="font-bold text-slate-900 dark:text-white text-lg">${escapeHtml(formatMoney(pricePaise, t.language))}</span>` +
    (mrpPaise > pricePaise ? `<span class="text-slate-600 dark:text-slate-300 text-sm"><s>${escapeHtml(formatMoney(mrpPaise, t.language))}</s></span>` : '') +
    (off > 0 ? `<span class="font-semibold text-emerald-800 dark:text-emerald-300 text-sm">${escapeHtml(t.common('product.off', { percent: off }))}</span>` : '') +
    '</p>'
  );
}

/** product-card.tsx, with the 60 px its buttons keep while their code loads (product-actions.tsx). */
function card(product: ProductSummary, priority: boolean): string {
  const badge = 'inline-flex items-center rounded-md px-2 py-0.5 text-xs font-semibold';
  const body = (t: Texts) =>
    '<div class="fs-lang flex flex-1 flex-col gap-1 border-t border-slate-100 p-4 dark:border-slate-800">' +
    `<div class="line-clamp-2 text-base font-semibold text-slate-900 dark:text-white">${escapeHtml(product.name)}</div>` +
    `<p class="text-sm text-slate-600 dark:text-slate-300">${escapeHtml(product.brand)}${product.packSize ? `<span> · ${escapeHtml(product.packSize)}</span>` : ''}</p>` +
    (product.reviewCount > 0
      ? `<p class="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-200"><span class="inline-block size-4"></span><span><span class="font-semibold">${product.rating.toFixed(1)}</span> (${escapeHtml(formatNumber(product.reviewCount, t.language))})</span></p>`
      : '') +
    `<div class="mt-auto pt-2">${price(t, product)}</div></div>`;
  const badges = (t: Texts) =>
    '<div class="fs-lang absolute top-2 left-2 flex flex-col items-start gap-1">' +
    (product.requiresPrescription ? `<span class="${badge} bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200">${escapeHtml(t.common('product.rx'))}</span>` : '') +
    (!product.inStock ? `<span class="${badge} bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100">${escapeHtml(t.common('product.outOfStock'))}</span>` : '') +
    '</div>';
  return (
    '<div><div class="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">' +
    '<div class="flex flex-1 flex-col"><div class="relative">' +
    picture(product.image, 'aspect-square h-auto w-full p-4', priority) +
    bilingual(badges) +
    '</div>' +
    bilingual(body) +
    '</div><div class="h-15"></div></div></div>'
  );
}

/** product-grid.tsx: the first cards (a phone's first screen and a desktop's first row), the first two pictures first. */
function grid(products: readonly ProductSummary[]): string {
  return `<div class="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">${products
    .slice(0, 4)
    .map((product, index) => card(product, index < 2))
    .join('')}</div>`;
}

/** The sort select as the page draws it: every option is in it, since the widest one sets its width. */
function sortSelect(t: Texts, keys: readonly string[]): string {
  const options = keys.map((key) => `<option>${escapeHtml(t.search(key as 'sort.relevance'))}</option>`).join('');
  return (
    '<div class="flex items-center gap-2">' +
    `<span class="text-sm font-medium whitespace-nowrap text-slate-700 dark:text-slate-200">${escapeHtml(t.search('sortBy'))}</span>` +
    `<select disabled tabindex="-1" class="${INPUT} w-auto">${options}</select></div>`
  );
}

const CATEGORY_SORTS = ['sort.popularity', 'sort.price-asc', 'sort.price-desc', 'sort.name-asc', 'sort.name-desc', 'sort.rating'];
const SEARCH_SORTS = ['sort.relevance', 'sort.name-asc', 'sort.price-asc', 'sort.price-desc', 'sort.rating'];

/** category-page.tsx down to its first cards (the cold and flu page's doctor note included). */
function categoryTop(category: CategoryDefinition, products: readonly ProductSummary[]): string {
  const note = (t: Texts) =>
    '<div class="fs-lang mt-5 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">' +
    `<span class="mt-0.5 inline-block size-5 shrink-0"></span><p><strong>${escapeHtml(t.search('category.doctorTitle'))}</strong> ${escapeHtml(t.search('category.doctorText'))}</p></div>`;
  const controls = (t: Texts) =>
    '<div class="fs-lang mt-6 flex flex-wrap items-end gap-3">' +
    `<div class="relative min-w-56 flex-1"><input disabled tabindex="-1" class="${INPUT} pl-9" placeholder="${escapeHtml(t.search('category.searchIn', { category: category.name }))}"></div>` +
    sortSelect(t, CATEGORY_SORTS) +
    `<span class="${SECONDARY} lg:hidden">${ICON}${escapeHtml(t.search('filters'))}</span></div>`;
  return (
    '<div class="mx-auto max-w-7xl px-4 py-8">' +
    trail('mb-4', (t) => [t.search('category.breadcrumbHome'), t.search('category.breadcrumbCategories'), category.name]) +
    `<div class="text-2xl font-bold sm:text-3xl">${escapeHtml(category.name)}</div>` +
    `<p class="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">${escapeHtml(category.description)}</p>` +
    (category.slug === 'cold-flu' ? bilingual(note) : '') +
    bilingual(controls) +
    '<div class="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]"><div class="hidden h-fit rounded-xl border border-slate-200 bg-white p-5 lg:block dark:border-slate-700 dark:bg-slate-900"></div>' +
    `<div><p class="mb-4 min-h-5 text-sm"></p>${grid(products)}</div></div></div>`
  );
}

/** search-results-page.tsx for a plain query with results, down to its first cards. */
function searchTop(query: string, products: readonly ProductSummary[]): string {
  const top = (t: Texts) =>
    '<div class="fs-lang">' +
    `<div class="text-2xl font-bold sm:text-3xl">${escapeHtml(t.search('title.query', { query }))}</div>` +
    '<p class="mt-1 min-h-6"></p><div class="mt-4"></div>' +
    `<div class="mb-6 flex flex-wrap items-center justify-between gap-3"><span class="${SECONDARY}">${ICON}${escapeHtml(t.search('filters'))}</span>${sortSelect(t, SEARCH_SORTS)}</div>` +
    '</div>';
  return `<div class="mx-auto max-w-7xl px-4 py-8">${bilingual(top)}${grid(products)}</div>`;
}

/** What a landing page looks like before the app runs: the pages the server can draw. */
export type FirstScreen =
  | { page: 'home'; hero: ServedHero | null | undefined }
  | { page: 'product'; product: ProductDetail }
  | { page: 'category'; category: CategoryDefinition; products: readonly ProductSummary[] }
  | { page: 'search'; query: string; products: readonly ProductSummary[] };

function content(screen: FirstScreen): string {
  switch (screen.page) {
    case 'home':
      return homeHero(screen.hero);
    case 'product':
      return productTop(screen.product);
    case 'category':
      return categoryTop(screen.category, screen.products);
    case 'search':
      return searchTop(screen.query, screen.products);
  }
}

/**
 * The first screen's HTML, to go right before <div id="root">. Plain elements only (no main, header,
 * headings or lists): it is a picture, and the page's landmarks and headings are the app's alone.
 */
export function firstScreenMarkup(screen: FirstScreen): string {
  return `${STYLE}<div id="first-screen" aria-hidden="true" inert><div class="flex min-h-screen flex-col">${header()}<div class="min-h-svh flex-1">${content(screen)}</div></div></div>`;
}
