import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useArrivalInSlices } from './use-arrival-in-slices';

type Product = { id: number; name: string };
const paracetamol: Product = { id: 1, name: 'Calpol 500' };
const cetirizine: Product = { id: 2, name: 'Okacet' };

/** Every value the page would have rendered, in order, as it moves from one data to the next. */
function renders(first: Product | undefined, then: Product | undefined, same?: (a: Product, b: Product) => boolean) {
  const seen: Array<{ data: Product | undefined; arrived: boolean }> = [];
  const { rerender } = renderHook(
    ({ data }) => {
      const arrival = useArrivalInSlices(data, same);
      seen.push(arrival);
      return arrival;
    },
    { initialProps: { data: first } },
  );
  seen.length = 0;
  rerender({ data: then });
  return seen;
}

describe('useArrivalInSlices', () => {
  it('renders data that was there from the start at once', () => {
    const { result } = renderHook(() => useArrivalInSlices(paracetamol));
    expect(result.current).toEqual({ data: paracetamol, arrived: true });
  });

  it('keeps the loading state for the render before newly arrived data is shown, then shows it', () => {
    const seen = renders(undefined, paracetamol);
    expect(seen[0]).toEqual({ data: undefined, arrived: false });
    expect(seen.at(-1)).toEqual({ data: paracetamol, arrived: true });
  });

  it('never shows another product for the new address while the new one is rendering', () => {
    const seen = renders(paracetamol, cetirizine, (shown, latest) => shown.id === latest.id);
    expect(seen.some((s) => s.data === paracetamol)).toBe(false);
    expect(seen.at(-1)).toEqual({ data: cetirizine, arrived: true });
  });

  it('lets data go at once when the query is turned off', () => {
    const seen = renders(paracetamol, undefined);
    expect(seen.every((s) => s.data === undefined)).toBe(true);
  });
});
