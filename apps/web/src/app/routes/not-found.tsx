import { NotFoundPage } from '@/components/errors/not-found-page';

export function Component() {
  return <NotFoundPage />;
}
