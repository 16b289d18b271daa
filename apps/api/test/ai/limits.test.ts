import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecommendationsResponseSchema } from '@dawa/shared/assistant/chat';
import { loggedTriage } from '../../src/modules/ai/triage-log.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AI_RATE_LIMIT_IP_MAX: '3', AI_RATE_LIMIT_USER_MAX: '2' });
});
afterAll(() => t.close());

const chat = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/ai/chat', remoteAddress, headers, payload: { message: 'hello' } });

describe('rate limits', () => {
  it('per address: the 4th message in a minute from one address is a 429', async () => {
    for (let i = 0; i < 3; i += 1) expect((await chat('10.0.0.1')).statusCode).toBe(200);
    expectError(await chat('10.0.0.1'), 429);
    expect((await chat('10.0.0.2')).statusCode).toBe(200);
  });

  it('per customer: a signed-in customer is limited across addresses', async () => {
    const customer = await createVerifiedUser(t);
    expect((await chat('10.0.1.1', customer.headers)).statusCode).toBe(200);
    expect((await chat('10.0.1.2', customer.headers)).statusCode).toBe(200);
    expectError(await chat('10.0.1.3', customer.headers), 429);
  });
});

describe('recommendations need a signed-in customer', () => {
  it('a visitor gets 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/ai/recommendations', remoteAddress: '10.0.2.1', payload: {} });
    expectError(res, 401);
  });

  it('a customer with no orders gets wellness products and no refills', async () => {
    const customer = await createVerifiedUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/recommendations',
      remoteAddress: '10.0.2.2',
      headers: customer.headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = RecommendationsResponseSchema.parse(res.json());
    expect(body.refills).toEqual([]);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the triage log', () => {
  it('names the rule and the rules’ version, never the message', () => {
    const lines: { object: object; message: string }[] = [];
    const triage = loggedTriage({ warn: (object: object, message: string) => void lines.push({ object, message }) } as never);
    triage('my secret chest pain story', 'chat');
    triage('what is paracetamol', 'chat');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.message).toBe('Red-flag triage fired');
    expect(lines[0]?.object).toMatchObject({ triageRule: 'cardiac.chest-pain', surface: 'chat' });
    expect(JSON.stringify(lines)).not.toContain('secret');
  });
});
