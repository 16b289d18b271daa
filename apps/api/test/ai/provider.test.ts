import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatReplySchema } from '@dawa/shared/assistant/chat';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The OpenAI-compatible provider against a small chat-completions server of the test's own (outside
 * our system, so a local stand-in is right): what it receives, and what it does with good, slow,
 * broken and empty answers.
 */
type Behaviour = 'good' | 'slow' | 'garbage' | 'empty' | 'error' | 'html';
let behaviour: Behaviour = 'good';
const received: { authorization?: string; body: { model: string; messages: { role: string; content: string }[] } }[] = [];

const server = http.createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  request.on('end', () => {
    received.push({ authorization: request.headers.authorization, body: JSON.parse(raw) as (typeof received)[number]['body'] });
    const send = (status: number, body: string) => response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (behaviour === 'slow') return void setTimeout(() => send(200, '{}'), 3_000);
    if (behaviour === 'garbage') return send(200, '<html>not json');
    if (behaviour === 'empty') return send(200, JSON.stringify({ choices: [{ message: { content: '   ' } }] }));
    if (behaviour === 'error') return send(503, JSON.stringify({ error: 'overloaded' }));
    const content = behaviour === 'html' ? '<b>Paracetamol</b> treats fever.' : 'Paracetamol treats fever and mild pain (model wording).';
    return send(200, JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_API_KEY: 'test-key',
    AI_MODEL: 'tiny-model',
    AI_TIMEOUT_MS: '600',
  });
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function chat(message: string, history: { sender: string; content: string }[] = []) {
  const res = await t.app.inject({ method: 'POST', url: '/api/ai/chat', payload: { message, history } });
  expect(res.statusCode, res.body).toBe(200);
  return ChatReplySchema.parse(res.json());
}

describe('an OpenAI-compatible provider', () => {
  it('words the answer from the retrieved facts only, with the last 5 messages, and the disclaimer is still added', async () => {
    behaviour = 'good';
    received.length = 0;
    const history = Array.from({ length: 7 }, (_, i) => ({ sender: i % 2 ? 'bot' : 'user', content: `earlier ${i}` }));
    const body = await chat('What is paracetamol for?', history);
    expect(body).toMatchObject({
      reply: 'Paracetamol treats fever and mild pain (model wording).',
      provider: 'openai-compatible',
      kind: 'answer',
    });
    expect(body.disclaimer).toContain('not a medical diagnosis');
    expect(body.links.some((l) => l.kind === 'product')).toBe(true);
    const request = received[0];
    expect(request?.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('tiny-model');
    const messages = request?.body.messages ?? [];
    expect(messages[0]?.content).toContain('Answer ONLY from the numbered facts');
    expect(messages.slice(1, -1).map((m) => m.content)).toEqual(['earlier 2', 'earlier 3', 'earlier 4', 'earlier 5', 'earlier 6']);
    expect(messages.at(-1)?.content).toContain('1. Paracetamol is used for: Fever');
  });

  it('is never asked about an emergency, a dose change or a prescription: those answers are fixed', async () => {
    behaviour = 'good';
    received.length = 0;
    expect((await chat('I cannot breathe')).kind).toBe('emergency');
    expect((await chat('can I take 2 instead of 1')).kind).toBe('refusal');
    expect((await chat('prescribe me something for sleep')).kind).toBe('refusal');
    expect(received).toHaveLength(0);
  });

  it.each([
    ['slow', 'Sorry, I am unable to process your request at the moment.'],
    ['error', 'Sorry, I am unable to process your request at the moment.'],
    ['garbage', 'Sorry, I encountered an error. Please try again later.'],
    ['empty', 'I did not generate a response. Please try again.'],
  ] as [Behaviour, string][])('a %s answer gives the spec’s error text, never a 500', async (kind, text) => {
    behaviour = kind;
    const body = await chat('What is paracetamol for?');
    expect(body).toMatchObject({ reply: text, kind: 'error', links: [], label: 'Not medical advice' });
  });

  it('markup in a model’s answer stays text (the web renders no HTML)', async () => {
    behaviour = 'html';
    expect((await chat('What is paracetamol for?')).reply).toBe('<b>Paracetamol</b> treats fever.');
  });
});
