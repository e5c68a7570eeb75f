// The state of one evaluation of a PHP routes file: the core's (core/context.ts), with what the keystroke patch
// (php-patch.ts) needs to know of how the file read its `$route`.

import { EvaluationContext } from '../core/context';

export class PhpContext extends EvaluationContext {
  /**
   * Where the routes file's `$route` was last copied by a `Route::` call (the end offset, -1 when never; writes to
   * its keys are not reads), the plain values read by key (`$route['x']`) and where, whether it was read in any other
   * way (`kept`), and whether another file was included: what tells whether a later edit of a plain `$route` line can
   * change anything but that line (php-patch.ts).
   */
  readonly routeReads = { end: -1, kept: false, included: false, keys: [] as { key: string; end: number }[] };
}
