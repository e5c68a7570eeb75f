import { defineDiagnostic } from './definition';

export const contextHomePath = defineDiagnostic({
  code: 'context-home-path',
  severity: 'information',
  docs: { what: 'a context `home` contains `/`', why: 'it is a path: the route goes to `application/controllers/<name>/<home>`', fix: 'use a controller name if that is what you meant' },
  message: (home: string, area: string) => `The home '${home}' contains '/', so it is a path: '${area}' routes to '${area}/${home}', i.e. application/controllers/${area}/${home}.`,
  examples: [{
    files: { 'routes.ts': "import { Route } from '@routelens/shared';\nRoute.context('admin', { home: 'dash/board' });\nexport const routes = Route.map();\n" },
    at: "Route.context('admin'",
  }],
});
