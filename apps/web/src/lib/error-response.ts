// On its own so that api-client.ts can load the schema (and zod with it) with the first error.
export { errorResponseSchema } from '@crewhub/shared';
