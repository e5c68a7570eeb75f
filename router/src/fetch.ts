// The fetch-style adapter: `(Request) → Promise<Response>`, for Hono, Deno, Bun, workers and anything on the Fetch
// API. Controllers get the Request itself (context.request).
//
// A fetch Request's URL has been through the URL parser, which resolves `..` and `%2e%2e` before the router can
// refuse them. Where the platform keeps the request target as sent, the router checks that instead: Hono on Node
// (`@hono/node-server`) hands `{ incoming }` as the second argument (pass `c.env`), and `rawTarget` can read it from
// any other platform. Without it, such paths are answered as the URL they resolve to (never outside the app's
// controller folders, which resolution cannot leave).

import type { Router } from './router';

export interface FetchHandlerOptions {
  /** The request target as sent (path and query), before any URL parsing, where the platform gives it. */
  rawTarget?: (request: Request, ...platform: unknown[]) => string | undefined;
}

/** The target Node received, when the platform argument carries Node's request (`{ incoming }`, as @hono/node-server). */
function nodeTarget(platform: unknown): string | undefined {
  const incoming = typeof platform === 'object' && platform !== null ? (platform as { incoming?: { url?: unknown } }).incoming : undefined;
  return typeof incoming?.url === 'string' ? incoming.url : undefined;
}

export function fetchHandler(router: Router, options: FetchHandlerOptions = {}): (request: Request, ...platform: unknown[]) => Promise<Response> {
  return async (request, ...platform) => {
    let target = options.rawTarget?.(request, ...platform) ?? nodeTarget(platform[0]);
    if (target === undefined) {
      const url = new URL(request.url);
      target = url.pathname + url.search;
    }
    const result = await router.handle({ method: request.method, url: target, native: request });
    if (result.kind === 'fetch') return result.response;
    const body = typeof result.body === 'string' ? result.body : new Uint8Array(result.body);
    return new Response(result.status === 204 ? null : body, { status: result.status, headers: result.headers });
  };
}
