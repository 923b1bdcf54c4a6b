import { setupServer } from 'msw/node';

/**
 * The API as tests see it: setup.ts starts it for every test file, and each test adds the
 * answers it needs with `server.use(apiGet(...), ...)`.
 */
export const server = setupServer();
