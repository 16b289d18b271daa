// The module the declaration at the end extends (loaded here, so servers importing this file alone resolve it).
import type {} from '../../namespaces.ts';
import type { Catalogue } from '../../messages.ts';

/** The home page: hero, category grid, featured products, AI cards, why Dawa, the register call. */
const home = {
  'meta.description':
    'Dawa is an online pharmacy for India: genuine medicines, vitamins and health products, with prices in rupees and delivery to your door.',
  'hero.kicker': 'Online pharmacy · Delivering across India',
  'hero.title': 'Genuine medicines, delivered to your door',
  'hero.subtitle':
    'Order prescription and over-the-counter medicines, vitamins and health essentials at fair prices, with clear information on every product.',
  'hero.shop': 'Shop by Category',
  'hero.ask': 'Ask the AI Assistant',
  'categories.heading': 'Shop by category',
  'categories.loading': 'Loading categories...',
  'categories.failed': 'Categories could not be loaded. Please refresh the page.',
  'featured.heading': 'Featured Products',
  'featured.viewAll': 'View All',
  'ai.heading': 'Smarter health care',
  'ai.profileTitle': 'Personalised recommendations',
  'ai.profileText': 'Keep your health profile up to date and get suggestions that fit your conditions and medicines.',
  'ai.profileCta': 'Set up your profile',
  'ai.checkerTitle': 'AI symptom checker',
  'ai.checkerText': 'Describe how you feel and get general guidance on next steps. Informational only, not a medical diagnosis.',
  'ai.checkerCta': 'Open the AI Assistant',
  'why.heading': 'Why choose Dawa',
  'why.genuineTitle': '100% genuine medicines',
  'why.genuineText': 'Sourced from manufacturers and authorised distributors only.',
  'why.rxTitle': 'Prescriptions respected',
  'why.rxText': 'Prescription medicines are dispensed only against a valid prescription.',
  'why.deliveryTitle': 'Fast delivery',
  'why.deliveryText': 'Most orders arrive in 2-3 business days, with free delivery above {amount}.',
  'why.helpTitle': 'Help when you need it',
  'why.helpText': 'Call or e-mail our support team with any question about an order.',
  'register.heading': 'New to Dawa?',
  'register.text': 'Create a free account to track orders, keep prescriptions and book doctors.',
  'register.cta': 'Create an account',
} as const satisfies Catalogue;

export default home;

declare module '../../namespaces.ts' {
  interface Namespaces {
    home: typeof home;
  }
}
