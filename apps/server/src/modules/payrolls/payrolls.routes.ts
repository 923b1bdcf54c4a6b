import {
  activitySchema,
  byIdParamsSchema,
  declinePayrollItemInputSchema,
  listQuerySchema,
  pageSchema,
  payrollConfirmationSchema,
  payrollDetailSchema,
  payrollItemSchema,
  payrollListQuerySchema,
  payrollNumberParamsSchema,
  payrollSummarySchema,
  subjectActivityInputSchema,
  unassignedAssignmentSchema,
  updatePayrollItemInputSchema,
  type Resource,
  type RightName,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created } from '../../lib/created';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { binaryResponse, pdfDownload } from '../../lib/http-replies';
import {
  createPayrollActivity,
  createPayrollItemActivity,
  payrollItemActivities,
} from './payroll-activities';
import { declinePayrollItem, getPayrollItem, updatePayrollItem } from './payroll-items.service';
import {
  confirmPayroll,
  getPayroll,
  listPersonPayrolls,
  payrollItemsOf,
  unassignedAssignmentsOf,
} from './payrolls.service';
import { payslipPdf } from './payslip.service';

const tags = ['payrolls'];
/** Crew read their own payrolls (OWN), the office everybody's (ALL); the service scopes. */
const read = { rights: [['payrolls', 'READ']] as [Resource, RightName][] };
const edit = { rights: [['payrolls', 'EDIT']] as [Resource, RightName][] };
const numberParams = payrollNumberParamsSchema;
const idParams = byIdParamsSchema;

/** Payrolls and their lines; payrolls are named by number, as invoices are. */
export const payrollsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/persons/:id/payrolls',
    {
      config: { access: read },
      schema: {
        tags,
        summary: "A person's payrolls, newest period first (own, or anybody's for the office)",
        params: idParams,
        querystring: payrollListQuerySchema,
        response: { 200: pageSchema(payrollSummarySchema), ...readErrors },
      },
    },
    async (request) => listPersonPayrolls(request.ctx, request.params.id, request.query),
  );

  app.get(
    '/payrolls/:number',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'One payroll by number, with whether it may be confirmed',
        params: numberParams,
        response: { 200: payrollDetailSchema, ...readErrors },
      },
    },
    async (request) => getPayroll(request.ctx, request.params.number),
  );

  app.get(
    '/payrolls/:number/items',
    {
      config: { access: read },
      schema: {
        tags,
        summary: "The payroll's lines in date order",
        params: numberParams,
        querystring: listQuerySchema,
        response: { 200: pageSchema(payrollItemSchema), ...readErrors },
      },
    },
    async (request) => payrollItemsOf(request.ctx, request.params.number, request.query),
  );

  app.get(
    '/payrolls/:number/download',
    {
      config: { access: read },
      schema: {
        tags,
        summary: "The payslip PDF in the reader's language (stored on first download)",
        params: numberParams,
        response: { 200: binaryResponse, ...readErrors },
      },
    },
    async (request, reply) =>
      pdfDownload(reply, await payslipPdf(request.ctx, request.params.number)),
  );

  app.get(
    '/payrolls/:number/unassignedPcis',
    {
      config: { access: edit },
      schema: {
        tags,
        summary: "Office: the person's worked jobs in the period that no payroll line pays",
        params: numberParams,
        response: { 200: z.array(unassignedAssignmentSchema), ...readErrors },
      },
    },
    async (request) => unassignedAssignmentsOf(request.ctx, request.params.number),
  );

  app.post(
    '/payrolls/:number/confirmation',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'The crew member confirms their payroll (409 when not to confirm or declined)',
        params: numberParams,
        response: { 200: payrollConfirmationSchema, ...writeErrors },
      },
    },
    async (request) => confirmPayroll(request.ctx, request.params.number),
  );

  app.post(
    '/payrolls/:number/activities',
    {
      config: { access: edit },
      schema: {
        tags,
        summary: 'Office: log an activity or create a to-do on the payroll',
        params: numberParams,
        body: subjectActivityInputSchema,
        response: { 201: activitySchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      created(reply, createPayrollActivity(request.ctx, request.params.number, request.body)),
  );

  app.get(
    '/payrollItems/:id',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'One payroll line',
        params: idParams,
        response: { 200: payrollItemSchema, ...readErrors },
      },
    },
    async (request) => getPayrollItem(request.ctx, request.params.id),
  );

  app.post(
    '/payrollItems/:id',
    {
      config: { access: edit },
      schema: {
        tags,
        summary: 'Office: correct description, hours, rate or add-on (sum and totals follow)',
        params: idParams,
        body: updatePayrollItemInputSchema,
        response: { 200: payrollItemSchema, ...writeErrors },
      },
    },
    async (request) => updatePayrollItem(request.ctx, request.params.id, request.body),
  );

  app.post(
    '/payrollItems/:id/decline',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'The crew member declines a line with feedback; the office gets an urgent task',
        params: idParams,
        body: declinePayrollItemInputSchema,
        response: { 200: payrollItemSchema, ...writeErrors },
      },
    },
    async (request) => declinePayrollItem(request.ctx, request.params.id, request.body),
  );

  app.get(
    '/payrollItems/:id/activities',
    {
      config: { access: read },
      schema: {
        tags,
        summary: "The line's history: declines, corrections, office notes",
        params: idParams,
        querystring: listQuerySchema,
        response: { 200: pageSchema(activitySchema), ...readErrors },
      },
    },
    async (request) => payrollItemActivities(request.ctx, request.params.id, request.query),
  );

  app.post(
    '/payrollItems/:id/activities',
    {
      config: { access: edit },
      schema: {
        tags,
        summary: 'Office: log an activity or create a to-do on the line',
        params: idParams,
        body: subjectActivityInputSchema,
        response: { 201: activitySchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      created(reply, createPayrollItemActivity(request.ctx, request.params.id, request.body)),
  );
};
