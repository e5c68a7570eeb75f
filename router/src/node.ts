// The Connect/Express-style adapter: `(req, res, next)` for Express, Connect and plain `node:http` servers. Bodies are
// not read here: controllers get the request itself (context.request) and read it with whatever they use.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Router } from './router';

/**
 * A `(req, res, next?)` handler. With `next` (Express, Connect), a request no route or controller answers (404) is
 * passed on, so that later middleware can serve it; without, the 404 is sent.
 */
export function nodeHandler(router: Router): (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void {
  return (req, res, next) => {
    router.handle({ method: req.method ?? 'GET', url: req.url ?? '/', native: req }).then(async (result) => {
      if (result.kind === 'fetch') {
        const { response } = result;
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
        return;
      }
      if (result.status === 404 && next) {
        next();
        return;
      }
      res.writeHead(result.status, result.headers);
      res.end(result.body);
    }).catch((error: unknown) => {
      // handle() answers every request itself; this is a failure to write the answer (a closed socket).
      if (next) next(error);
      else res.destroy(error instanceof Error ? error : undefined);
    });
  };
}
