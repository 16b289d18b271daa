import { usePrefetchQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { relatedProductsQueryOptions } from '@/features/catalog/api/get-related-products';
import { ProductDetails } from '@/features/catalog/components/product-details';

export default function ProductRoute() {
  const { id = '' } = useParams();
  // The related products show below the loaded product: ask for them now, beside the product.
  usePrefetchQuery(relatedProductsQueryOptions(id));
  return <ProductDetails productId={id} />;
}
