/** Where global setup starts the built app; E2E_PORT keeps parallel runs on one machine apart. */
export const port = Number(process.env.E2E_PORT ?? 3210);
export const baseUrl = `http://localhost:${port}`;
