import { Suspense, type ReactNode } from 'react';
import { useNearScreen } from '@/lib/use-near-screen';

/**
 * Sections far below a page's first screen (reviews, substitutes, related products): rendered, and
 * their code and data asked for, only when their slot comes within `rootMargin` of the screen
 * (decision 055). Until then, and while they load, the slot is a screen high, so the footer stays out
 * of view and their arrival moves nothing on show (CLS 0).
 */
export function NearScreen({ children, rootMargin = '400px' }: { children: ReactNode; rootMargin?: string }) {
  const { ref, near } = useNearScreen<HTMLDivElement>(rootMargin);
  const placeholder = <div className="min-h-svh" />;
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
