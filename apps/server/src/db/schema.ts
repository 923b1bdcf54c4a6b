// The full schema, for drizzle-kit and the typed database client.
export * from '../modules/tenants/tenants.schema';
export * from '../modules/people/people.schema';
export * from '../modules/auth/auth.schema';
export * from '../modules/rights/rights.schema';
export * from '../modules/projects/projects.schema';
export * from '../modules/plus-crews/plus-crews.schema';
export * from '../modules/mail/mail.schema';
export * from '../modules/locations/locations.schema';
export * from '../modules/reference/reference.schema';
export * from '../modules/project-crews/project-crews.schema';
export * from '../modules/membership-crews/membership-crews.schema';
export * from '../modules/activities/activities.schema';
export * from '../modules/availability/availability.schema';
export * from '../modules/ratings/ratings.schema';
export * from '../modules/files/files.schema';
