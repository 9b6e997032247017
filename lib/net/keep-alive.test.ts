// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server as msw } from '@/tests/msw/server';
import { keepIdleConnectionsOpen } from './keep-alive';

// Real sockets only: the unit project's msw would answer the connections itself.
beforeAll(() => msw.close());
afterAll(() => msw.listen({ onUnhandledFrame: 'error' }));

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Two GETs on one kept-alive agent, `idleMs` apart: which local ports they came from, or the second's error. */
async function twoRequests(configure: (s: http.Server) => void, idleMs: number) {
  server = http.createServer((_req, res) => res.end('ok'));
  configure(server);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<number>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(req.socket!.localPort!));
      });
      req.on('error', reject);
    });
  try {
    const first = await get();
    await new Promise((resolve) => setTimeout(resolve, idleMs));
    return { first, second: await get() };
  } finally {
    agent.destroy();
    server.closeAllConnections();
  }
}

describe('keepIdleConnectionsOpen', () => {
  it('keeps an idle connection past Node’s default (5 s, closed by 7 s), so a client reusing it is not cut', async () => {
    const { first, second } = await twoRequests(keepIdleConnectionsOpen, 7_000);
    expect(second).toBe(first);
  }, 15_000);

  it('tells the two apart: a server closing idle connections after 1 s makes the client open another', async () => {
    const { first, second } = await twoRequests((s) => (s.keepAliveTimeout = 1_000), 3_000);
    expect(second).not.toBe(first);
  }, 15_000);
});
