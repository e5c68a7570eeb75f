// The fetch-style adapter: `(Request) → Promise<Response>`, for Hono, Deno, Bun, workers and anything on the Fetch
// API. Controllers get the Request itself (context.request).

import type { Router } from './router';

export function fetchHandler(router: Router): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const result = await router.handle({ method: request.method, url: url.pathname + url.search, native: request });
    if (result.kind === 'fetch') return result.response;
    const body = typeof result.body === 'string' ? result.body : new Uint8Array(result.body);
    return new Response(result.status === 204 ? null : body, { status: result.status, headers: result.headers });
  };
}
