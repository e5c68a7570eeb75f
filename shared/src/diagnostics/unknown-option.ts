import { defineDiagnostic } from './definition';

export const unknownOption = defineDiagnostic({
  code: 'unknown-option',
  severity: 'warning',
  docs: { what: 'an options key the method does not know (e.g. `contoller`)', why: 'it is ignored', fix: 'fix the key (completion lists the known ones)' },
  message: (call: string, key: string, known: readonly string[]) => `${call}() has no option '${key}' (known: ${known.join(', ')}).`,
  examples: [{
    files: { 'routes.ts': "import { Route } from '@routelens/shared';\nRoute.resources('photos', { contoller: 'pics' });\nexport const routes = Route.map();\n" },
    at: "Route.resources('photos'",
  }],
});
