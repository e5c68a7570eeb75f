// The codes of a value of the wrong type given to a Route method: one explanation, one code per kind of value.

import type { DiagnosticDocs } from './definition';
import { defineDiagnostic } from './definition';

const docs: DiagnosticDocs = {
  what: 'a value of the wrong type (an options argument that is not an object, a target that is not a string, a prefix callback that is not a function \u2026)',
  why: 'the value is ignored or the route skipped',
  fix: 'pass the documented type',
};
const HEAD = "import { Route } from '@routelens/shared';\n";
const TAIL = 'export const routes = Route.map();\n';

export const invalidOptions = defineDiagnostic({
  code: 'invalid-options', severity: 'warning', docs,
  message: (call: string, given: string) => `${call}() expects an options object, not ${given}; it is ignored.`,
  examples: [{ files: { 'routes.ts': `${HEAD}Route.get('a', 'b/c', 'named');\n${TAIL}` }, at: "Route.get('a'" }],
});

export const invalidOption = defineDiagnostic({
  code: 'invalid-option', severity: 'warning', docs,
  message: {
    notString: (key: string, given: string) => `The option '${key}' must be a string, not ${given}; it is ignored.`,
    offset: (given: string) => `The option 'offset' must be a whole number, not ${given}; 0 is used.`,
    contextController: (given: string, area: string) => `The controller of context() must be a string, not ${given}; '${area}' is used.`,
    prefixName: (given: string) => `prefix() ignores the name ${given}: it must be a string.`,
  },
  examples: [{ files: { 'routes.ts': `${HEAD}Route.resources('photos', { offset: 'one' });\n${TAIL}` }, at: "Route.resources('photos'" }],
});

export const invalidTarget = defineDiagnostic({
  code: 'invalid-target', severity: 'warning', docs,
  message: (call: string, from: string, given: string) => `${call}() skips the route '${from}': its target is ${given}, not a string.`,
  examples: [{ files: { 'routes.ts': `${HEAD}Route.get('a', {} as unknown as string);\n${TAIL}` }, at: "Route.get('a'" }],
});

export const invalidPath = defineDiagnostic({
  code: 'invalid-path', severity: 'warning', docs,
  message: {
    route: (call: string, given: string) => `${call}() skips this route: its path is ${given}, not a string.`,
    block: (given: string) => `block() skips ${given}: a path must be a string.`,
  },
  examples: [{ files: { 'routes.ts': `${HEAD}Route.get({} as unknown as string, 'a/b');\n${TAIL}` }, at: 'Route.get({}' }],
});

export const invalidName = defineDiagnostic({
  code: 'invalid-name', severity: 'warning', docs,
  message: (given: string) => `The name ${given} is not a string, so the route is not named.`,
  examples: [{ files: { 'routes.ts': `${HEAD}Route.get('a', 'b/c', { as: {} as unknown as string });\n${TAIL}` }, at: "Route.get('a'" }],
});

export const invalidCallback = defineDiagnostic({
  code: 'invalid-callback', severity: 'warning', docs,
  message: {
    nested: (given: string) => `The nested handler must be a function or false, not ${given}; it is ignored.`,
    prefix: (given: string) => `prefix() needs a function as its second argument, not ${given}.`,
  },
  examples: [{ files: { 'routes.ts': `${HEAD}Route.prefix('api', 'oops' as unknown as () => void);\n${TAIL}` }, at: "Route.prefix('api'" }],
});

export const invalidMethod = defineDiagnostic({
  code: 'invalid-method', severity: 'warning', docs,
  message: (given: string) => `map() does not know the method ${given}; the CodeIgniter 3 form is returned.`,
  examples: [{ files: { 'routes.ts': `${HEAD}Route.get('a', 'b/c');\nexport const routes = Route.map({}, { method: 'FETCH' });\n` }, at: '{ method' }],
});
