import BadgeCheck from 'lucide-react/icons/badge-check';
import Headphones from 'lucide-react/icons/headphones';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Truck from 'lucide-react/icons/truck';

const reasons = [
  { icon: ShieldCheck, title: '100% genuine medicines', text: 'Sourced from manufacturers and authorised distributors only.' },
  { icon: BadgeCheck, title: 'Prescriptions respected', text: 'Prescription medicines are dispensed only against a valid prescription.' },
  { icon: Truck, title: 'Fast delivery', text: 'Most orders arrive in 2-3 business days, with free delivery above ₹499.' },
  { icon: Headphones, title: 'Help when you need it', text: 'Call or e-mail our support team with any question about an order.' },
] as const;

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="rounded-2xl bg-teal-900 px-6 py-10 text-white dark:bg-teal-950">
      <h2 id="why-heading" className="text-2xl font-bold">
        Why choose Dawa
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Icon aria-hidden="true" className="size-8 text-teal-200" />
            <p className="mt-3 font-semibold">{title}</p>
            <p className="mt-1 text-sm text-teal-100">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
