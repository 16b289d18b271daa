import { CategoryGrid } from '@/features/catalog/components/category-grid';
import { FeaturedProductsPreview } from '@/features/catalog/components/featured-products';
import { useT } from '@/lib/i18n/use-t';
import { AiCards } from '@/features/home/components/ai-cards';
import { RegisterCta } from '@/features/home/components/register-cta';
import { WhyChooseUs } from '@/features/home/components/why-choose-us';

/**
 * Everything of the home page below the hero: a chunk of its own (decision 055), so the first download
 * carries only the hero the server already painted, and these sections render in a second, smaller
 * commit once their slot comes near the screen.
 */
export default function HomeBelowFold() {
  const t = useT('home');
  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 py-14">
      <section aria-labelledby="categories-heading">
        <h2 id="categories-heading" className="mb-6 text-2xl font-bold">
          {t('categories.heading')}
        </h2>
        <CategoryGrid />
      </section>
      <FeaturedProductsPreview />
      <AiCards />
      <WhyChooseUs />
      <RegisterCta />
    </div>
  );
}
