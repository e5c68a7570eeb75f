import type { ControllerContext } from '@routelens/router';

/** The default controller. */
export default class Welcome {
  constructor(readonly context: ControllerContext) {}

  index(): string {
    return '<h1>Welcome</h1>';
  }
}
