import { setupServer } from 'msw/node';

/** No default handlers: each test declares the answers it needs with server.use(...). */
export const server = setupServer();
