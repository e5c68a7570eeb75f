import { defineDiagnostic, wholeLine } from './definition';

export const unreachableRoute = defineDiagnostic({
  code: 'unreachable-route',
  severity: 'warning',
  unnecessary: true,
  docs: {
    what: 'an earlier route matches every URI this one could (e.g. `(:any)/(:any)` before `photos/(:num)`)',
    why: 'the first match wins, so this one never does',
    fix: 'move it before the broader route (quick fix when one route shadows it), or narrow the broader one',
  },
  message: (from: string, by: readonly string[]) =>
    `'${from}' can never match: the earlier route${by.length > 1 ? 's' : ''} ${by.map((f) => `'${f}'`).join(', ')} match${by.length > 1 ? '' : 'es'} every URI it could.`,
  /** Moves the route's line above the line of the one route that shadows it, when both stand alone on their lines. */
  fix(context) {
    const by = context.data?.shadowedBy;
    const { file } = context.span;
    const text = context.text(file);
    if (!Array.isArray(by) || by.length !== 1 || typeof by[0] !== 'string' || text === undefined) return [];
    const shadowing = context.routeSpan(file, by[0], context.span.start);
    const target = shadowing && wholeLine(text, shadowing);
    const moved = wholeLine(text, context.span);
    if (!target || !moved || target.end > moved.start) return [];
    const line = text.slice(moved.start, moved.end);
    return [
      {
        title: `Move above '${by[0]}', which shadows it`,
        preferred: true,
        edits: [
          { span: { file, start: target.start, end: target.start }, newText: line.endsWith('\n') ? line : `${line}\n` },
          { span: { file, start: moved.start, end: moved.end }, newText: '' },
        ],
      },
    ];
  },
  examples: [
    {
      files: {
        'routes.ts':
          "import { Route } from '@routelens/route';\nRoute.get('blog/(:any)', 'blog/show/$1');\nRoute.get('home', 'pages/home');\nRoute.get('blog/(:num)', 'blog/by_id/$1');\nexport const routes = Route.map();\n",
      },
      at: "Route.get('blog/(:num)'",
      fixed: {
        'routes.ts':
          "import { Route } from '@routelens/route';\nRoute.get('blog/(:num)', 'blog/by_id/$1');\nRoute.get('blog/(:any)', 'blog/show/$1');\nRoute.get('home', 'pages/home');\nexport const routes = Route.map();\n",
      },
    },
  ],
});
