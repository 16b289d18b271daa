import { BlogArticlePage } from '@/features/content/components/blog-article-page';

export default function BlogArticleRoute() {
  return <BlogArticlePage />;
}
