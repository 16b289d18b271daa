import { describe, expect, it } from 'vitest';
import { mergeMessages } from './merge-messages.ts';

describe('mergeMessages', () => {
  const m = (id: number) => ({ id, body: `m${id}` });
  it.each([
    ['appends new ones', [m(1)], [m(2), m(3)], [1, 2, 3]],
    ['drops ones already shown', [m(1), m(2)], [m(2), m(3)], [1, 2, 3]],
    ['orders by id when a send lands before a poll', [m(1), m(3)], [m(2)], [1, 2, 3]],
    ['keeps the list when nothing is new', [m(1)], [m(1)], [1]],
  ])('%s', (_name, current, incoming, ids) => {
    expect(mergeMessages(current, incoming).map((x) => x.id)).toEqual(ids);
  });
  it('answers the same array when nothing is new (no re-render)', () => {
    const current = [m(1)];
    expect(mergeMessages(current, [m(1)])).toBe(current);
  });
});
