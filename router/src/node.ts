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
    // dispatch() answers every request itself (a controller's failure is its logged 500); a failure here is one to
    // write the answer: a generic 500 when nothing was sent yet (never the error itself: Express would show its
    // stack), else the connection is closed.
    const failed = () => {
      if (!res.headersSent && !res.destroyed) {
        try {
          res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          res.end('Internal Server Error');
          return;
        } catch {
          // Fall through: the socket cannot take an answer.
        }
      }
      res.destroy();
    };
    try {
      const result = router.dispatch({ method: req.method ?? 'GET', url: req.url ?? '/', native: req });
      if (result instanceof Promise) {
        result.then(write).catch(failed);
      } else {
        const written = write(result);
        if (written) written.catch(failed);
      }
    } catch {
      failed();
    }
  };
}
