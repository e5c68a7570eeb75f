// The problems the runtime library reports while building a table: each one's code, severity and messages. The
// tooling's diagnostic modules add their explanation, quick fix and examples to these, so a message has one home.

import type { Severity } from './types';

/** A problem the registry reports: its stable code, its severity and the message builders it reports it with. */
export interface ProblemKind<M> {
  readonly code: string;
  readonly severity: Severity;
  readonly message: M;
}

function problem<const C extends string, const S extends Severity, M>(kind: { code: C; severity: S; message: M }): ProblemKind<M> & { code: C; severity: S } {
  return kind;
}

export const childNeverExists = problem({
  code: 'child-never-exists',
  severity: 'warning',
  message: (parentVerbs: string) =>
    `This route exists for no request method: its parent is ${parentVerbs}-only, and a child exists only for its parent's methods.`,
});
export const blockNonArray = problem({
  code: 'block-non-array',
  severity: 'error',
  message: (given: string) => `block() takes an array of paths; ${given} blocks nothing. Wrap the paths in [ ].`,
});
export const contextHomePath = problem({
  code: 'context-home-path',
  severity: 'information',
  message: (home: string, area: string) =>
    `The home '${home}' contains '/', so it is a path: '${area}' routes to '${area}/${home}', i.e. application/controllers/${area}/${home}.`,
});
export const emptyName = problem({
  code: 'empty-name',
  severity: 'information',
  message: {
    /** `resources('')`, `context('')`. */
    empty: (call: string, given: string) => `${call}() was given ${given} as its name, so it creates no routes.`,
    /** A PHP value that `empty()` takes for none (`'0'`). */
    phpEmpty: (given: string) => `resources() was given ${given}, which PHP's empty() takes for no name, so the library creates no routes.`,
  },
});
export const urlParams = problem({
  code: 'url-params',
  severity: 'warning',
  message: (name: string, error: string) => `Route.url('${name}') returns null: ${error}.`,
});
export const unknownOption = problem({
  code: 'unknown-option',
  severity: 'warning',
  message: (call: string, key: string, known: readonly string[]) => `${call}() has no option '${key}' (known: ${known.join(', ')}).`,
});
export const invalidOptions = problem({
  code: 'invalid-options',
  severity: 'warning',
  message: (call: string, given: string) => `${call}() expects an options object, not ${given}; it is ignored.`,
});
export const invalidOption = problem({
  code: 'invalid-option',
  severity: 'warning',
  message: {
    notString: (key: string, given: string) => `The option '${key}' must be a string, not ${given}; it is ignored.`,
    offset: (given: string) => `The option 'offset' must be a whole number, not ${given}; 0 is used.`,
    contextController: (given: string, area: string) => `The controller of context() must be a string, not ${given}; '${area}' is used.`,
    prefixName: (given: string) => `prefix() ignores the name ${given}: it must be a string.`,
  },
});
export const invalidTarget = problem({
  code: 'invalid-target',
  severity: 'warning',
  message: (call: string, from: string, given: string) => `${call}() skips the route '${from}': its target is ${given}, not a string.`,
});
export const invalidPath = problem({
  code: 'invalid-path',
  severity: 'warning',
  message: {
    route: (call: string, given: string) => `${call}() skips this route: its path is ${given}, not a string.`,
    block: (given: string) => `block() skips ${given}: a path must be a string.`,
  },
});
export const invalidName = problem({
  code: 'invalid-name',
  severity: 'warning',
  message: (given: string) => `The name ${given} is not a string, so the route is not named.`,
});
export const invalidCallback = problem({
  code: 'invalid-callback',
  severity: 'warning',
  message: {
    nested: (given: string) => `The nested handler must be a function or false, not ${given}; it is ignored.`,
    prefix: (given: string) => `prefix() needs a function as its second argument, not ${given}.`,
  },
});
export const invalidMethod = problem({
  code: 'invalid-method',
  severity: 'warning',
  message: (given: string) => `map() does not know the method ${given}; the CodeIgniter 3 form is returned.`,
});
