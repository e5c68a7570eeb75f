// The codes of a value of the wrong type given to a Route method: one explanation, one code per kind of value.

import type { DiagnosticDocs } from './definition';
import { problems } from '@routelens/route';
import { defineDiagnostic } from './definition';

const docs: DiagnosticDocs = {
  what: 'a value of the wrong type (an options argument that is not an object, a target that is not a string, a prefix callback that is not a function \u2026)',
  why: 'the value is ignored or the route skipped',
  fix: 'pass the documented type',
};
const HEAD = "import { Route } from '@routelens/route';\n";
const TAIL = 'export const routes = Route.map();\n';

export const invalidOptions = defineDiagnostic({
  ...problems.invalidOptions,
  docs,
  examples: [{ files: { 'routes.ts': `${HEAD}Route.get('a', 'b/c', 'named');\n${TAIL}` }, at: "Route.get('a'" }],
});

export const invalidOption = defineDiagnostic({
  ...problems.invalidOption,
  docs,
  examples: [{ files: { 'routes.ts': `${HEAD}Route.resources('photos', { offset: 'one' });\n${TAIL}` }, at: "Route.resources('photos'" }],
});

export const invalidTarget = defineDiagnostic({
  ...problems.invalidTarget,
  docs,
  examples: [{ files: { 'routes.ts': `${HEAD}Route.get('a', {} as unknown as string);\n${TAIL}` }, at: "Route.get('a'" }],
});

export const invalidPath = defineDiagnostic({
  ...problems.invalidPath,
  docs,
  examples: [{ files: { 'routes.ts': `${HEAD}Route.get({} as unknown as string, 'a/b');\n${TAIL}` }, at: 'Route.get({}' }],
});

export const invalidName = defineDiagnostic({
  ...problems.invalidName,
  docs,
  examples: [{ files: { 'routes.ts': `${HEAD}Route.get('a', 'b/c', { as: {} as unknown as string });\n${TAIL}` }, at: "Route.get('a'" }],
});

export const invalidCallback = defineDiagnostic({
  ...problems.invalidCallback,
  docs,
  examples: [{ files: { 'routes.ts': `${HEAD}Route.prefix('api', 'oops' as unknown as () => void);\n${TAIL}` }, at: "Route.prefix('api'" }],
});

export const invalidMethod = defineDiagnostic({
  ...problems.invalidMethod,
  docs,
  examples: [{ files: { 'routes.ts': `${HEAD}Route.get('a', 'b/c');\nexport const routes = Route.map({}, { method: 'FETCH' });\n` }, at: '{ method' }],
});
