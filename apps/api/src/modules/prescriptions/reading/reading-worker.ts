/**
 * The reading worker thread (decision record 024): everything CPU-heavy about a document — decoding
 * and normalising images with sharp, parsing PDFs with pdf.js, rendering scanned pages, and OCR with
 * tesseract.js — runs here, never on the API's event loop. One tesseract worker lives as long as this
 * thread; the pool in reader-pool.ts replaces the thread after a timeout, a crash or N jobs.
 */
import { parentPort } from 'node:worker_threads';
import type { ReadRequest, ReadResponse } from './reading-protocol.ts';
import { DocumentReadingError, READING_MESSAGES } from './document-reading-error.ts';
import { readImage, readPdf } from './read-pages.ts';

if (!parentPort) throw new Error('reading-worker.ts must run as a worker thread');
const port = parentPort;

port.on('message', (request: ReadRequest) => {
  void handle(request).then((response) => port.postMessage(response));
});

async function handle(request: ReadRequest): Promise<ReadResponse> {
  const cpu = process.cpuUsage();
  try {
    const bytes = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength);
    const result = request.contentType === 'application/pdf' ? await readPdf(bytes) : await readImage(bytes);
    // Process-wide CPU time (this thread and tesseract's): what the reading cost on a busy machine.
    const used = process.cpuUsage(cpu);
    return { id: request.id, ok: true, ...result, cpuMillis: Math.round((used.user + used.system) / 1000) };
  } catch (error) {
    if (error instanceof DocumentReadingError) return { id: request.id, ok: false, reason: error.reason, message: error.message };
    return { id: request.id, ok: false, reason: 'unreadable', message: READING_MESSAGES.unreadable };
  }
}
