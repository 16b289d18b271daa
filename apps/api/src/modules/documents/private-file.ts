import type { FastifyReply } from 'fastify';

/** A stored private file as a service hands it to a route: its bytes, type and the name to show. */
export interface PrivateFile {
  bytes: Buffer;
  contentType: string;
  name: string;
}

/**
 * Sends a private file (a prescription, a health report, an uploaded document) the one way they are
 * all served: inline under a safe file name, never kept by a shared cache, shown as data and never
 * run as a page (no scripts, no type sniffing).
 */
export function sendPrivateFile(reply: FastifyReply, file: PrivateFile): FastifyReply {
  return reply
    .type(file.contentType)
    .header('content-disposition', `inline; filename="${file.name.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'")
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);
}
