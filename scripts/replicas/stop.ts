// SIGTERM to one replica while a request is in flight (its body half sent): the request must still be
// answered 200, new connections refused, and the process must exit 0.
import http from 'node:http';
import net from 'node:net';
import type { Service } from './processes.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

export interface StopFigures {
  status: number;
  refusedWhileDraining: boolean;
  exit: { code: number | null; signal: NodeJS.Signals | null };
  ms: number;
}

export async function stopDuringRequest(
  service: Service,
  request: { port: number; path: string; headers: Record<string, string>; body: string },
): Promise<StopFigures> {
  const started = Date.now();
  const body = Buffer.from(request.body);
  const req = http.request({
    host: '127.0.0.1',
    port: request.port,
    method: 'POST',
    path: request.path,
    headers: { ...request.headers, 'content-type': 'application/json', 'content-length': String(body.length) },
    agent: false,
  });
  const answered = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
  req.write(body.subarray(0, 8));
  await pause(1_000); // the server has read the headers: the request is in flight
  process.kill(service.child.pid!, 'SIGTERM');
  let refusedWhileDraining = false;
  for (let waited = 0; waited < 5_000 && !refusedWhileDraining; waited += 100) {
    await pause(100);
    refusedWhileDraining = await refusesConnections(request.port);
  }
  req.end(body.subarray(8));
  const status = await answered;
  const exit = await service.exited;
  return { status, refusedWhileDraining, exit, ms: Date.now() - started };
}
