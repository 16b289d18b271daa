import type { AssistantProvider } from './types.ts';

/**
 * The offline default: the module's composed answer as it is. No language model ships in npm or
 * Debian that runs here without a download (reference/care-side-notes.md), so the words come from
 * templates over retrieved facts.
 */
export const offlineProvider: AssistantProvider = {
  name: 'offline',
  compose: async ({ draft }) => (draft.trim() ? { ok: true, text: draft } : { ok: false, reason: 'empty' }),
};
