import type { AssistantProvider, ComposeRequest, ComposeResult } from './types.ts';

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  log?: { warn(object: object, message: string): void };
}

// The model's answer is shown as plain text in a chat bubble; anything longer is not an answer.
const MAX_ANSWER_LENGTH = 4_000;

const SYSTEM_PROMPT = [
  'You are the health assistant of Dawa, an online pharmacy in India.',
  'Answer ONLY from the numbered facts given with the question. If they do not answer it, say "I do not have information on that."',
  'Never prescribe, never suggest a medicine that is not in the facts, never tell anyone to change a dose their doctor set.',
  'Write plain text in short sentences (no HTML, no Markdown tables), at most 150 words.',
  'Do not add a disclaimer: the app adds one.',
].join(' ');

/** The request a chat-completions endpoint receives: our rules, the last messages, then the facts and the question. */
export function completionRequest(model: string, request: ComposeRequest) {
  const facts = request.facts.map((fact, i) => `${i + 1}. ${fact}`).join('\n');
  return {
    model,
    temperature: 0.2,
    max_tokens: 400,
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      ...request.history.map((entry) => ({ role: entry.sender === 'user' ? 'user' : 'assistant', content: entry.content.slice(0, 2_000) })),
      { role: 'user', content: `Facts:\n${facts || '(none)'}\n\nQuestion (${request.intent}): ${request.question}` },
    ],
  };
}

/** The answer text of a chat-completions reply, or why there is none. */
export function answerOf(body: unknown): ComposeResult {
  if (typeof body !== 'object' || body === null) return { ok: false, reason: 'invalid' };
  const choices = (body as { choices?: unknown }).choices;
  if (!Array.isArray(choices)) return { ok: false, reason: 'invalid' };
  const content = (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content;
  if (content === undefined || content === null) return { ok: false, reason: 'empty' };
  if (typeof content !== 'string') return { ok: false, reason: 'invalid' };
  const text = content.trim();
  if (!text) return { ok: false, reason: 'empty' };
  if (text.length > MAX_ANSWER_LENGTH) return { ok: false, reason: 'invalid' };
  return { ok: true, text };
}

/**
 * Any OpenAI-compatible chat-completions endpoint (AI_BASE_URL, AI_API_KEY, AI_MODEL): a hosted
 * model, or a local server such as llama.cpp's or Ollama's. It only rewords the facts it is given.
 */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): AssistantProvider {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: 'openai-compatible',
    async compose(request) {
      try {
        const response = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify(completionRequest(options.model, request)),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) {
          options.log?.warn({ status: response.status }, 'The AI provider answered with an error status');
          return { ok: false, reason: 'unavailable' };
        }
        let body: unknown;
        try {
          body = await response.json();
        } catch {
          return { ok: false, reason: 'invalid' };
        }
        return answerOf(body);
      } catch (error) {
        // A timeout, a refused connection, a reset: the spec's 'unable to process' text, never a 500.
        options.log?.warn({ err: error instanceof Error ? error.name : 'unknown' }, 'The AI provider could not be reached');
        return { ok: false, reason: 'unavailable' };
      }
    },
  };
}
