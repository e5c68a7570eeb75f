// The Connect/Express-style adapter: `(req, res, next)` for Express, Connect and plain `node:http` servers. Bodies are
// not read here: controllers get the request itself (context.request) and read it with whatever they use.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Router, RouterResult } from './router';

/**
 * A `(req, res, next?)` handler. With `next` (Express, Connect), a request no route or controller answers (404) is
 * passed on, so that later middleware can serve it; without, the 404 is sent.
 */
export function nodeHandler(router: Router): (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void {
  return (req, res, next) => {
    const write = (result: RouterResult): void | Promise<void> => {
      if (result.kind === 'fetch') {
        const { response } = result;
        return response.arrayBuffer().then((body) => {
          res.writeHead(response.status, Object.fromEntries(response.headers));
          res.end(Buffer.from(body));
        });
      }
      if (result.status === 404 && next) {
        next();
        return;
      }
      res.writeHead(result.status, result.headers);
      res.end(result.body);
    };
    // dispatch() answers every request itself; a failure here is one to write the answer (a closed socket).
    const failed = (error: unknown) => {
      if (next) next(error);
      else res.destroy(error instanceof Error ? error : undefined);
    };
    try {
      const result = router.dispatch({ method: req.method ?? 'GET', url: req.url ?? '/', native: req });
      if (result instanceof Promise) {
        result.then(write).catch(failed);
      } else {
        const written = write(result);
        if (written) written.catch(failed);
      }
    } catch (error) {
      failed(error);
    }
  };
}
