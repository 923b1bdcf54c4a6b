import {
  projectDeliveryNoteSchema,
  projectNumberParamsSchema,
  type Resource,
  type RightName,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readErrors } from '../../lib/route-schemas';
import { documentReadGrants } from '../documents';
import { binaryResponse, contentDisposition } from '../../lib/http-replies';
import {
  calculationArchive,
  deliveryNotesOfProject,
  socialSecurityArchive,
} from './project-files.service';
import { zipContentType } from './zip';

const tags = ['projects'];
const params = projectNumberParamsSchema;

/** A project's delivery notes and its document archives (ZIP). */
export const projectFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/:number/deliveryNotes',
    {
      config: { access: { rights: documentReadGrants } },
      schema: {
        tags,
        summary: 'Delivery note per crew: open, signed or released, with the signed copy',
        params,
        response: { 200: z.array(projectDeliveryNoteSchema), ...readErrors },
      },
    },
    async (request) => deliveryNotesOfProject(request.ctx, request.params.number),
  );

  const archives = [
    {
      path: 'socialSecurityDocuments',
      summary: "Social security certificates of the project's crew (ZIP)",
      rights: documentReadGrants,
      build: socialSecurityArchive,
      filename: 'social-security',
    },
    {
      path: 'exportProjectCalculationDocuments',
      summary: 'Calculation documents of the project plus the calculation as XLSX (ZIP)',
      rights: [['projects', 'EDIT'], ...documentReadGrants] satisfies [Resource, RightName][],
      build: calculationArchive,
      filename: 'calculation-documents',
    },
  ];
  for (const archive of archives) {
    app.get(
      `/projects/:number/${archive.path}`,
      {
        config: { access: { rights: archive.rights } },
        schema: {
          tags,
          summary: archive.summary,
          params,
          response: { 200: binaryResponse, ...readErrors },
        },
      },
      async (request, reply) => {
        const { project, zip } = await archive.build(request.ctx, request.params.number);
        reply
          .header('content-type', zipContentType)
          .header(
            'content-disposition',
            contentDisposition(`${archive.filename}-${project.number}.zip`, 'attachment'),
          );
        return zip;
      },
    );
  }
};
