import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@domain/contracts/common';
import { BACKUP_CONTENT_TYPE, backupFileName } from '../../backup/backup-format';
import { recordBackup } from '../../backup/record-backup';
import { endpointRoute } from '../../endpoint-route';
import { tooManyRequests, unavailable } from '../../http-errors';
import type { ModuleDeps } from '../deps';
import { businessTimeZone } from '../settings';

export const BACKUP_RUNNING = 'A backup is already being taken; try again when it has finished';

// A stream is sent as is, never through the response serializer.
function sendBackup(reply: FastifyReply, stream: Readable, name: string) {
  return reply
    .type(BACKUP_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(stream);
}

// A consistent copy of the database a backup copies (DatabaseHandle.dump: the one format of
// docs/decisions/0047, whether the database is embedded or a server's).
export type BackupSource = { dump(): Promise<Readable> };

// The owner's "Download backup" (docs/decisions/0032, 0047): the whole database, streamed as a
// file named by the bureau's date and time, and recorded in the audit trail first.
export const backupRoutes: FastifyPluginAsyncZod<ModuleDeps & { backup: BackupSource }> = async (
  app,
  { db, clock, backup },
) => {
  // One backup at a time: each holds a snapshot open and reads every table, so a second one
  // (a double click, a script in a loop) waits for the first instead of doubling the load.
  let running = false;
  const route = endpointRoute('backup.download', {
    tags: ['backup'],
    summary:
      'A backup of the whole database: a gzipped, data-only SQL script (pg_dump plain format), restored by npm run restore',
    // A file, not JSON: the table names its media type only.
    errors: {
      200: z.string().meta({ description: 'The backup file, as an attachment', format: 'binary' }),
      403: errorResponse,
      429: errorResponse,
      503: errorResponse,
    },
  });
  app.route({
    ...route,
    // The whole database dumped and an audit row written: only for the app's own pages (and
    // clients that are not browser pages), never for another page's <img> (origin-check.ts).
    config: { ...route.config, sameOriginOnly: true },
    handler: async (request, reply) => {
      if (running) throw tooManyRequests(BACKUP_RUNNING);
      running = true;
      try {
        const at = clock();
        const name = backupFileName(at, await businessTimeZone(db));
        await recordBackup(db, { via: 'download' });
        const stream = await backup.dump().catch((error: unknown) => {
          request.log.error({ err: error }, 'backup failed');
          throw unavailable('The backup could not be taken');
        });
        // Sent whole, cut short or abandoned by the client: either way the stream closes.
        stream.once('close', () => (running = false));
        return sendBackup(reply, stream, name);
      } catch (error) {
        running = false;
        throw error;
      }
    },
  });
};
