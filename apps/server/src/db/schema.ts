// The full schema, for drizzle-kit and the typed database client.
export * from '../modules/tenants/tenants.schema';
export * from '../modules/people/people.schema';
export * from '../modules/auth/auth.schema';
export * from '../modules/rights/rights.schema';
export * from '../modules/projects/projects.schema';
export * from '../modules/plus-crews/plus-crews.schema';
export * from '../modules/mail/mail.schema';
