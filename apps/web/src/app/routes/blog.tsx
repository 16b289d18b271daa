import { BlogListPage } from '@/features/content/components/blog-list-page';

export default function BlogRoute() {
  return <BlogListPage />;
}
