import { lighthousePages, printLighthouse } from '../lighthouse.ts';
const base = process.argv[2] ?? 'http://127.0.0.1:4400';
const only = process.argv[3];
const pages = [
  { page: 'home', path: '/' },
  { page: 'category', path: '/category/pain-relief' },
  { page: 'search', path: '/search?query=paracetamol' },
  { page: 'product', path: '/product/calpol-500-tablet' },
].filter((p) => !only || only.split(',').includes(p.page));
void lighthousePages(base, pages, Number(process.env.RUNS ?? 1)).then(printLighthouse); // lighthousePages(base, pages, Number(process.env.RUNS ?? 1)));
