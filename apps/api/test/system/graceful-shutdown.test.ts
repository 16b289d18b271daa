import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import WebSocket from 'ws';

/*
 * The real server (src/server.ts, as `npm start` runs it, through tsx instead of the bundle) in a
 * child process: readiness is 503 while it migrates; on SIGTERM it answers the requests it had
 * accepted (slow uploads still sending their bodies), refuses new connections, closes the video
 * room's WebSockets with 1012 (service restart) and exits 0.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-shutdown-'));
let child: ChildProcess | null = null;
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface LogLine {
  msg?: string;
  port?: number;
  reqId?: string;
}

/** The embedded database and no Redis, whatever the test run was given (the test is about this one process). */
function withoutServers(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...rest } = env;
  return rest;
}

function startServer(): { process: ChildProcess; lines: LogLine[]; port: Promise<number>; exited: Promise<number | null> } {
  const processHandle = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')], {
    cwd: repoRoot,
    env: {
      ...withoutServers(process.env),
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent',
      SEED_ON_START: 'false',
      DEMO_MODE: 'off',
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_MS: '8000',
      // The analysis poller runs, so shutting down has a background job to stop.
      PRESCRIPTION_ANALYSIS_POLL_MS: '500',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  let resolvePort: (port: number) => void = () => {};
  const port = new Promise<number>((resolve) => (resolvePort = resolve));
  let buffered = '';
  processHandle.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    for (const text of complete) {
      try {
        const line = JSON.parse(text) as LogLine;
        lines.push(line);
        if (typeof line.port === 'number') resolvePort(line.port);
      } catch {
        // Not a log line (a warning printed by a dependency).
      }
    }
  });
  processHandle.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const exited = new Promise<number | null>((resolve) => processHandle.once('exit', (code) => resolve(code)));
  return { process: processHandle, lines, port, exited };
}

/** One request on its own connection; the body is sent in two halves, `pauseMs` apart. */
function request(
  port: number,
  options: { method?: string; path: string; body?: string; pauseMs?: number },
): { sentHead: Promise<void>; answer: Promise<{ status: number; body: string } | { error: string }> } {
  let headSent: () => void = () => {};
  const sentHead = new Promise<void>((resolve) => (headSent = resolve));
  const answer = new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    const body = options.body ?? '';
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        agent: false,
        headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {},
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    if (!body) {
      req.end();
      headSent();
      return;
    }
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    req.flushHeaders();
    headSent();
    setTimeout(() => req.end(body.slice(half)), options.pauseMs ?? 0);
  });
  return { sentHead, answer };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('answers 503 while starting, then on SIGTERM finishes accepted requests, refuses new ones, closes sockets with 1012 and exits 0', async () => {
  const server = startServer();
  child = server.process;
  const port = await server.port;

  // Starting: live, not ready (the migrations of an empty database take seconds).
  const early = await request(port, { path: '/api/health/ready' }).answer;
  expect(early).toMatchObject({ status: 503 });
  expect(await request(port, { path: '/api/health/live' }).answer).toMatchObject({ status: 200 });
  let ready = early;
  for (let i = 0; i < 1500 && !('status' in ready && ready.status === 200); i++) {
    await sleep(200);
    ready = await request(port, { path: '/api/health/ready' }).answer;
  }
  expect(ready).toMatchObject({ status: 200 });
  // The old health check answers as before.
  expect(await request(port, { path: '/api/health' }).answer).toMatchObject({ status: 200 });

  const quote = JSON.stringify({ lines: [] });
  const baseline = await request(port, { method: 'POST', path: '/api/cart/quote', body: quote }).answer;
  expect(baseline).toHaveProperty('status');
  const baselineStatus = (baseline as { status: number }).status;
  expect(baselineStatus).toBeLessThan(500);

  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/room-socket`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

  // Three uploads in flight: their heads are in, their bodies come 1.5 s after SIGTERM.
  const slow = [1, 2, 3].map(() => request(port, { method: 'POST', path: '/api/cart/quote', body: quote, pauseMs: 2_000 }));
  await Promise.all(slow.map((s) => s.sentHead));
  await sleep(500);
  server.process.kill('SIGTERM');
  await sleep(300);

  // A new connection is refused (or, had it slipped in, told to go elsewhere).
  const late = await request(port, { path: '/api/health/live' }).answer;
  if ('status' in late) expect(late.status).toBe(503);
  else expect(late.error).toBe('ECONNREFUSED');

  for (const answer of await Promise.all(slow.map((s) => s.answer)))
    expect('status' in answer ? answer.status : answer.error).toBe(baselineStatus);
  expect(await socketClosed).toBe(1012);
  expect(await server.exited).toBe(0);
  const messages = server.lines.map((line) => line.msg ?? '');
  expect(messages).toContain('shut down');
  expect(messages.some((m) => m.startsWith('SIGTERM received'))).toBe(true);
}, 480_000);
