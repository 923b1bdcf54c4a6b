import { errorResponseSchema } from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binaryResponse, contentDisposition } from '../../lib/http-replies';
import type { ModuleDeps } from '../../lib/request-context';
import { openSignedFile } from './files.service';

export const filesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/file/:id',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['files'],
        summary: 'A stored file behind a signed, expiring URL (no Authorization header needed)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({
          expires: z.coerce.number().int().positive(),
          signature: z.string().min(1).max(200),
          /** Whom the link was made for; signed with it, so its openings are logged. */
          viewer: z.string().min(1).max(200).optional(),
        }),
        response: {
          200: binaryResponse,
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { file, bytes } = await openSignedFile(deps, request.tenant, {
        fileId: request.params.id,
        ...request.query,
      });
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff');
      return bytes;
    },
  );
};
