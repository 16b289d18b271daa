import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatReplySchema, type ChatReply } from '@dawa/shared/assistant/chat';
import {
  describeScore,
  HELDOUT_CASES,
  scoreDdi,
  TUNING_CASES,
  type DdiAnswer,
  type DdiCase,
} from '@dawa/shared/assistant/knowledge/ddi-bench/cases';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The bench pairs asked as a customer asks, through the real chat (issue 23). Floors only rise.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function ask(message: string): Promise<ChatReply> {
  const res = await t.app.inject({ method: 'POST', url: '/api/ai/chat', payload: { message, history: [] } });
  expect(res.statusCode, res.body).toBe(200);
  return ChatReplySchema.parse(res.json());
}

/** How the chat's answer reads to the customer: serious, a lesser warning, 'no interaction', or unknown. */
function classify(body: ChatReply): DdiAnswer {
  const codes = (body.texts ?? []).map((text) => text.code);
  if (codes.some((code) => code === 'interaction.severe' || code === 'interaction.contraindicated')) return 'serious';
  if (codes.some((code) => code === 'interaction.moderate' || code === 'interaction.minor')) return 'warn';
  if (body.intent === 'unknown_medicine' || codes.includes('interaction.unknownMedicine')) return 'unknown';
  // 'No known interaction', or facts about one of the two medicines only: read as nothing to worry about.
  return 'none';
}

async function answers(cases: readonly DdiCase[]): Promise<Map<DdiCase, DdiAnswer>> {
  const out = new Map<DdiCase, DdiAnswer>();
  for (const c of cases) out.set(c, classify(await ask(`Can I take ${c.a} with ${c.b}?`)));
  return out;
}

describe('the chat on the bench pairs', () => {
  it.each([
    ['tuning', TUNING_CASES],
    ['held-out', HELDOUT_CASES],
  ] as const)(
    '%s pairs',
    async (label, cases) => {
      const got = await answers(cases);
      const score = scoreDdi(cases, (c) => got.get(c) ?? 'unknown');
      console.log(describeScore(`chat ${label}`, score));
      expect(score.sensitivity).toBeGreaterThanOrEqual(0);
      expect(score.falseAlarmRate).toBeLessThanOrEqual(0.2);
    },
    120_000,
  );
});
