import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends CSV text or a stream of it as a download named `filename`. A stream is sent as is,
 * never through the response serializer; the route's schema documents its text.
 */
export function sendCsv(reply: FastifyReply, csv: string | Readable, filename: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csv);
}
