import { PageMeta } from '@/components/ui/page-meta';
import { CategoryList } from '@/features/catalog/components/category-list';

export default function CategoriesRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta title="All Categories" description="Browse medicines and health products at Dawa by category." />
      <h1 className="text-2xl font-bold sm:text-3xl">All Categories</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">Find medicines and health products by what they are for.</p>
      <CategoryList />
    </div>
  );
}
