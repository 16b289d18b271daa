import BadgeCheck from 'lucide-react/icons/badge-check';
import Headphones from 'lucide-react/icons/headphones';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { FREE_DELIVERY_ABOVE_PAISE } from '@dawa/shared/commerce/rules';
import { formatMoney } from '@dawa/shared/i18n/format';
import Truck from 'lucide-react/icons/truck';
import { useLanguage, useT } from '@/lib/i18n/use-t';

const reasons = [
  { icon: ShieldCheck, title: 'why.genuineTitle', text: 'why.genuineText' },
  { icon: BadgeCheck, title: 'why.rxTitle', text: 'why.rxText' },
  { icon: Truck, title: 'why.deliveryTitle', text: 'why.deliveryText' },
  { icon: Headphones, title: 'why.helpTitle', text: 'why.helpText' },
] as const;

export function WhyChooseUs() {
  const t = useT('home');
  const language = useLanguage();
  // The threshold the cart applies, from the same constant, in whole rupees ('₹499').
  const amount = formatMoney(FREE_DELIVERY_ABOVE_PAISE, language).replace(/\.00$/, '');
  return (
    <section aria-labelledby="why-heading" className="rounded-2xl bg-teal-900 px-6 py-10 text-white dark:bg-teal-950">
      <h2 id="why-heading" className="text-2xl font-bold">
        {t('why.heading')}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Icon aria-hidden="true" className="size-8 text-teal-200" />
            <p className="mt-3 font-semibold">{t(title)}</p>
            <p className="mt-1 text-sm text-teal-100">{text === 'why.deliveryText' ? t(text, { amount }) : t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
