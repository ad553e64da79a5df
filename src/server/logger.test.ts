import { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';

// What a request's log line says, as the server writes it.
function logged(request: Partial<FastifyRequest>): string {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  pino(loggerOptions('info'), sink).info({ req: request }, 'incoming request');
  return text;
}

describe('the server log', () => {
  it('never carries the rate board’s token, in its page or its API address', () => {
    const token = 'k9Qz1tJr0bT7wX2mV5nL8cY4pH6sA3dF0gE1uI2oK7a';
    for (const url of [`/board/${token}`, `/api/board/${token}`, `/api/board/${token}?lang=fr`]) {
      const line = logged({ method: 'GET', url, host: 'localhost', ip: '127.0.0.1' });
      expect(line).not.toContain(token);
      expect(line).toContain('/board/[redacted]');
    }
    expect(logged({ method: 'GET', url: '/api/customers?search=x' })).toContain(
      '/api/customers?search=x',
    );
  });
});
