// The load balancer of the replicas test: a round-robin HTTP proxy in front of the site processes. Like
// the reverse proxy of docs/deploy.md it overwrites X-Forwarded-For/-Host/-Proto (the sites trust one hop,
// TRUST_PROXY=1); it names the replica that answered in X-Replica and counts the answers of each.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Upstream {
  name: string;
  port: number;
}

export interface RoundRobinProxy {
  port: number;
  /** Answers per replica. */
  counts: Record<string, number>;
  close(): Promise<void>;
}

export async function startProxy(port: number, upstreams: Upstream[]): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  const counts: Record<string, number> = Object.fromEntries(upstreams.map((u) => [u.name, 0]));
  let next = 0;
  const server = http.createServer((req, res) => {
    const upstream = upstreams[next++ % upstreams.length];
    const headers = { ...req.headers };
    delete headers.forwarded;
    delete headers['x-real-ip'];
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers['x-forwarded-proto'] = 'http';
    const outgoing = http.request({ host: '127.0.0.1', port: upstream.port, method: req.method, path: req.url, headers, agent }, (answer) => {
      counts[upstream.name] += 1;
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-replica': upstream.name });
      answer.pipe(res);
    });
    outgoing.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'x-replica': upstream.name });
      res.end(`proxy: ${upstream.name} ${error.message}`);
    });
    req.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
