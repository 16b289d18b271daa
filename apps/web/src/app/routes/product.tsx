import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { productQueryOptions } from '@/features/catalog/api/get-product';
import { relatedProductsQueryOptions } from '@/features/catalog/api/get-related-products';
import { ProductDetails } from '@/features/catalog/components/product-details';
import { queryClient } from '@/lib/query-client';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.id) {
    void queryClient.prefetchQuery(productQueryOptions(params.id));
    void queryClient.prefetchQuery(relatedProductsQueryOptions(params.id));
  }
  return null;
}

export function Component() {
  const { id = '' } = useParams();
  return <ProductDetails productId={id} />;
}
