import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@domain/contracts/common';
import { createIdCardBodyAt } from '@domain/contracts/id-cards';
import { endpointRoute } from '../../endpoint-route';
import type { ModuleDeps } from '../deps';
import type { IdImageKeySource } from './image-key';
import { deleteIdImage, readIdImage, storeIdImage } from './images';
import { addIdCard, completeIdCard, deleteIdCard } from './service';

const tags = ['id-cards'];
const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };

// A photo travels as base64 in JSON: 2 MB of image is about 2.7 MB of text.
export const IMAGE_BODY_LIMIT = 3 * 1024 * 1024;

export const idCardRoutes: FastifyPluginAsyncZod<
  ModuleDeps & { imageKeys: IdImageKeySource }
> = async (app, { db, clock, imageKeys }) => {
  app.route({
    ...endpointRoute('idCards.create', {
      tags,
      summary: 'Adds an ID card to a customer (at most 2 per customer)',
      status: 201,
      errors,
      body: createIdCardBodyAt(clock),
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await addIdCard(db, clock, request.body, request.user?.id ?? null)),
  });

  app.route({
    ...endpointRoute('idCards.complete', {
      tags,
      summary:
        "Completes a card on file: its issuing country, province or state, and today's verification",
      errors,
    }),
    handler: async (request) =>
      completeIdCard(db, clock, request.params.id, request.body, request.user?.id ?? null),
  });

  app.route({
    ...endpointRoute('idCards.delete', {
      tags,
      summary:
        'Deletes an ID card (204); one of a customer with transactions is archived instead (200)',
      errors,
    }),
    handler: async (request, reply) => {
      const archived = await deleteIdCard(db, clock, request.params.id, request.user?.id ?? null);
      if (archived) return { archived: true as const, archived_at: archived.toISOString() };
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...endpointRoute('idCards.storeImage', {
      tags,
      summary: 'Stores a photo of one side of the document, encrypted (while Settings keep photos)',
      description:
        "A JPEG, PNG or WebP image of at most 2 MB, in base64. It replaces the side's photo on " +
        'file. Refused with 409 while the id_images setting is off.',
      errors: { ...errors, 413: errorResponse },
    }),
    bodyLimit: IMAGE_BODY_LIMIT,
    handler: (request) =>
      storeIdImage(
        db,
        imageKeys,
        { cardId: request.params.id, side: request.params.side },
        request.body.data,
        request.user?.id ?? null,
      ),
  });

  const viewRoute = endpointRoute('idCards.image', {
    tags,
    summary: "One side's photo, decrypted, for a manager or the owner; each view is audited",
    errors: { 404: errorResponse, 503: errorResponse },
  });
  app.route({
    ...viewRoute,
    // A view writes the audit trail: only for the app's own pages, never another page's <img>.
    config: { ...viewRoute.config, sameOriginOnly: true },
    handler: async (request, reply) => {
      const image = await readIdImage(db, imageKeys, {
        cardId: request.params.id,
        side: request.params.side,
      });
      void reply.header('cache-control', 'no-store');
      return image;
    },
  });

  app.route({
    ...endpointRoute('idCards.deleteImage', {
      tags,
      summary: "Removes one side's photo",
      errors,
    }),
    handler: (request) =>
      deleteIdImage(db, { cardId: request.params.id, side: request.params.side }),
  });
};
