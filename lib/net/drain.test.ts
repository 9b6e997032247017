// @vitest-environment node
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server as msw } from '@/tests/msw/server';
import { drain, drainTimeoutMs, trackInFlight } from './drain';

// Real sockets only: the unit project's msw would answer the connections itself.
beforeAll(() => msw.close());
afterAll(() => msw.listen({ onUnhandledFrame: 'error' }));

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server that answers once the whole body arrived (or never, for /hang). */
async function listen(): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer((req, res) => {
    if (req.url === '/hang') return;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => res.end(`got ${Buffer.concat(chunks).length} bytes`));
  });
  trackInFlight(server);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** A raw HTTP client: what the server sent back, as text. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk));
  const ended = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(received));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`${received}${error.code}`));
  });
  return { socket, ended, received: () => received };
}

/** A POST whose body is sent in two halves, the second when `second` is called; keep-alive. */
function slowPost(port: number) {
  const client = connect(port);
  client.socket.write('POST / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\nContent-Length: 8\r\n\r\n1234');
  return { ...client, second: () => client.socket.write('5678') };
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0);
const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

const refused = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

describe('drain', () => {
  it('a request in flight finishes with 200 and Connection: close; new connections are refused; then it resolves', async () => {
    const { server, port } = await listen();
    const slow = slowPost(port);
    await settle(); // the headers have arrived
    let drained: boolean | null = null;
    const draining = drain(server, 5_000).then((result) => (drained = result));
    expect(await refused(port)).toBe('ECONNREFUSED');
    await settle(200);
    expect(drained).toBeNull();
    slow.second();
    const answer = await slow.ended; // the server closes the connection after its answer
    expect(statusOf(answer)).toBe(200);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toMatch(/got 8 bytes$/);
    expect(await draining).toBe(true);
  });

  it('idle keep-alive connections do not hold it up', async () => {
    const { server, port } = await listen();
    const idle = slowPost(port);
    idle.second();
    while (!idle.received().includes('got 8 bytes')) await settle(10);
    const started = Date.now();
    expect(await drain(server, 5_000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
    await idle.ended;
  });

  it('at the deadline the remaining connections are cut and it resolves false', async () => {
    const { server, port } = await listen();
    const hung = connect(port);
    hung.socket.write('GET /hang HTTP/1.1\r\nHost: x\r\n\r\n');
    await settle();
    expect(await drain(server, 200)).toBe(false);
    expect(statusOf(await hung.ended)).toBe(0); // cut without an answer
  });
});

describe('drainTimeoutMs', () => {
  it('DRAIN_TIMEOUT_MS, else 10 s', () => {
    expect(drainTimeoutMs({})).toBe(10_000);
    expect(drainTimeoutMs({ DRAIN_TIMEOUT_MS: '2500' })).toBe(2_500);
    expect(drainTimeoutMs({ DRAIN_TIMEOUT_MS: 'soon' })).toBe(10_000);
  });
});
