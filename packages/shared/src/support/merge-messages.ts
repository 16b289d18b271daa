/**
 * Adds the messages not yet shown to a thread, in id order: a poll and a send (or two polls) can
 * bring the same message. Zod-free, for the customer's thread and the staff inbox alike.
 */
export function mergeMessages<M extends { id: number }>(current: readonly M[], incoming: readonly M[]): M[] {
  const known = new Set(current.map((m) => m.id));
  const fresh = incoming.filter((m) => !known.has(m.id));
  return fresh.length === 0 ? (current as M[]) : [...current, ...fresh].sort((a, b) => a.id - b.id);
}
