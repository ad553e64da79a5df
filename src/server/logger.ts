import type { FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';

// The rate board's address carries its token (/board/<token>, /api/board/<token>): whoever
// reads the log must not be able to open the board.
export const withoutSecrets = (url: string) => url.replace(/(\/board\/)[^/?#]+/, '$1[redacted]');

// Structured pino logs; anything that could carry a secret is redacted. The serializers are
// Fastify's own (it adds them only to loggers it builds itself): a request logs its method,
// path and address, never its headers.
export function loggerOptions(level: string): pino.LoggerOptions {
  return {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: withoutSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
      err: pino.stdSerializers.err,
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        'password',
        'token',
      ],
      censor: '[redacted]',
    },
  };
}

export const createLogger = (level: string) => pino(loggerOptions(level));
