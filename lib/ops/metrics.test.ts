// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countError, metricsExposition, observeRequest, statusLabel, trackDatabase } from './metrics';
import { isLoopback, metricsAllowed } from './metrics-access';

/** The value of one sample line of the exposition, or undefined. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}{`) && labels.split(',').every((label) => candidate.includes(label)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('metrics', () => {
  it('count requests by tier, method, route pattern and status class, with their latency', async () => {
    const labels = 'tier="backend",method="GET",route="/api/u/biz/parcel/:id",status="2xx"';
    const before = sample((await metricsExposition()).body, 'http_requests_total', labels) ?? 0;
    observeRequest('backend', 'GET', '/api/u/biz/parcel/:id', 200, 0.012);
    observeRequest('backend', 'GET', '/api/u/biz/parcel/:id', 204, 0.3);
    observeRequest('backend', 'BREW', '/api/u/biz/parcel/:id', 404, 0.001);
    const { contentType, body } = await metricsExposition();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(body, 'http_requests_total', labels)).toBe(before + 2);
    expect(sample(body, 'http_requests_total', 'method="OTHER",status="4xx"')).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'http_request_duration_seconds_bucket', 'route="/api/u/biz/parcel/:id",le="0.025"')).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'http_request_duration_seconds_count', 'tier="backend",method="GET",route="/api/u/biz/parcel/:id"')).toBeGreaterThanOrEqual(2);
    expect(body).toContain('process_cpu_user_seconds_total');
    expect(body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('count unexpected errors by tier and kind', async () => {
    countError('site', 'upstream');
    expect(sample((await metricsExposition()).body, 'app_errors_total', 'tier="site",kind="upstream"')).toBeGreaterThanOrEqual(1);
  });

  it('read the PostgreSQL pool when asked, and show no pool for PGlite', async () => {
    trackDatabase({ driver: 'postgres', pool: () => ({ total: 7, idle: 3, waiting: 2, max: 10 }) });
    let body = (await metricsExposition()).body;
    expect(sample(body, 'db_info', 'driver="postgres"')).toBe(1);
    expect(sample(body, 'db_pool_connections', 'state="in_use"')).toBe(4);
    expect(sample(body, 'db_pool_connections', 'state="idle"')).toBe(3);
    expect(sample(body, 'db_pool_connections', 'state="max"')).toBe(10);
    expect(sample(body, 'db_pool_waiting_queries', 'driver="postgres"')).toBe(2);
    trackDatabase({ driver: 'pglite' });
    body = (await metricsExposition()).body;
    expect(sample(body, 'db_info', 'driver="pglite"')).toBe(1);
    expect(body).not.toMatch(/^db_pool_connections\{/m);
    expect(body).not.toMatch(/^db_pool_waiting_queries\{/m);
    trackDatabase(null);
  });

  it('label a status by its class', () => {
    expect([200, 304, 404, 503, 99, 700].map(statusLabel)).toEqual(['2xx', '3xx', '4xx', '5xx', '1xx', '5xx']);
  });
});

describe('who may read /metrics', () => {
  it('without METRICS_TOKEN: this machine only, by the derived client address', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', 'local']) expect(isLoopback(address), address).toBe(true);
    for (const address of ['10.0.0.5', '192.168.1.2', '172.17.0.1', '203.0.113.9', 'unknown', '', null])
      expect(isLoopback(address), String(address)).toBe(false);
    expect(metricsAllowed({ clientAddress: '127.0.0.1', authorization: null, token: undefined })).toBe(true);
    expect(metricsAllowed({ clientAddress: '203.0.113.9', authorization: 'Bearer x', token: '' })).toBe(false);
  });

  it('with METRICS_TOKEN: the bearer token, from anywhere, and nothing else', () => {
    const token = 's3cret-metrics-token';
    expect(metricsAllowed({ clientAddress: '203.0.113.9', authorization: `Bearer ${token}`, token })).toBe(true);
    expect(metricsAllowed({ clientAddress: '203.0.113.9', authorization: `bearer ${token}`, token })).toBe(true);
    expect(metricsAllowed({ clientAddress: '127.0.0.1', authorization: null, token })).toBe(false);
    expect(metricsAllowed({ clientAddress: '127.0.0.1', authorization: `Bearer ${token}x`, token })).toBe(false);
    expect(metricsAllowed({ clientAddress: '127.0.0.1', authorization: `Basic ${token}`, token })).toBe(false);
  });
});
