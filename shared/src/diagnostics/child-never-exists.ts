import { defineDiagnostic } from './definition';

export const childNeverExists = defineDiagnostic({
  code: 'child-never-exists',
  severity: 'warning',
  docs: { what: 'a route in a nested handler whose method its parent does not have (`post` under a `get` parent)', why: 'it never exists', fix: 'register it outside the handler or under a matching parent' },
  message: (parentVerbs: string) => `This route exists for no request method: its parent is ${parentVerbs}-only, and a child exists only for its parent's methods.`,
  examples: [{
    files: { 'routes.ts': "import { Route } from '@routelens/shared';\nRoute.get('posts', 'posts/index', {}, () => {\n  Route.post('save', 'posts/save');\n});\nexport const routes = Route.map();\n" },
    at: "Route.post('save'",
  }],
});
