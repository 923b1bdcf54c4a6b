/**
 * The browser tab's title for a tenant's host. A file of its own, away from the tenant schemas,
 * so that the web app sets it without loading zod (issue 17).
 */
export const documentTitle = (host: string): string =>
  `${host}: Your Digital Hub for Crew Management and Project Planning`;
