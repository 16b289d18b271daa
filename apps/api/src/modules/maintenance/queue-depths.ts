/** The background queues' open work (GET /api/metrics, decision 052). */
export { queueDepths } from './queue-depths.repository.ts';
