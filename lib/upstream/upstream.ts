import 'server-only';

/**
 * The one seam between the site and the warehouse backend: the in-process reference backend of
 * `server/` by default, or the operator's own backend when API_UPSTREAM_URL is set.
 */
export async function callUpstream(request: Request): Promise<Response> {
  const base = process.env.API_UPSTREAM_URL;
  if (base) {
    const incoming = new URL(request.url);
    const target = new URL(incoming.pathname + incoming.search, base.endsWith('/') ? base : `${base}/`);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    return fetch(target, {
      method: request.method,
      headers: request.headers,
      body: hasBody ? request.body : undefined,
      redirect: 'manual',
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
  }
  const { getEmbeddedApp } = await import('@/server/embedded');
  const app = await getEmbeddedApp();
  return app.fetch(request);
}
