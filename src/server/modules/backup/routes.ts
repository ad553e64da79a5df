import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@domain/contracts/common';
import { BACKUP_CONTENT_TYPE, backupFileName, type BackupKind } from '../../backup/backup-format';
import { recordBackup } from '../../backup/record-backup';
import { PostgresToolError } from '../../db/postgres-tool';
import { endpointRoute } from '../../endpoint-route';
import { unavailable } from '../../http-errors';
import type { ModuleDeps } from '../deps';
import { businessTimeZone } from '../settings';

// A stream is sent as is, never through the response serializer.
function sendBackup(reply: FastifyReply, stream: Readable, kind: BackupKind, name: string) {
  return reply
    .type(BACKUP_CONTENT_TYPE[kind])
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(stream);
}

// The database a backup copies: its kind and a consistent copy of it (DatabaseHandle.dump).
export type BackupSource = { kind: BackupKind; dump(): Promise<Readable> };

// The owner's "Download backup" (docs/decisions/0032): the whole database, streamed as a file
// named by the bureau's date and time, and recorded in the audit trail first.
export const backupRoutes: FastifyPluginAsyncZod<ModuleDeps & { backup: BackupSource }> = async (
  app,
  { db, clock, backup },
) => {
  app.route({
    ...endpointRoute('backup.download', {
      tags: ['backup'],
      summary:
        'A backup of the whole database: a gzipped tarball of the embedded database, or pg_dump custom format on PostgreSQL',
      // A file, not JSON: the table names no answer.
      errors: {
        200: z.string().describe('The backup file, as an attachment'),
        503: errorResponse,
      },
    }),
    handler: async (request, reply) => {
      const at = clock();
      const name = backupFileName(backup.kind, at, await businessTimeZone(db));
      await recordBackup(db, { via: 'download' });
      let stream: Readable;
      try {
        stream = await backup.dump();
      } catch (error) {
        request.log.error({ err: error }, 'backup failed');
        throw unavailable(
          error instanceof PostgresToolError ? error.message : 'The backup could not be taken',
        );
      }
      return sendBackup(reply, stream, backup.kind, name);
    },
  });
};
