import { problems } from '@routelens/route';
import { defineDiagnostic } from './definition';

export const blockNonArray = defineDiagnostic({
  ...problems.blockNonArray,
  docs: {
    what: "`block()` got something other than one array, e.g. `block('a', 'b')`",
    why: 'it blocks nothing at run time',
    fix: "wrap the paths: `block(['a', 'b'])` (quick fix)",
  },
  fix(context) {
    const args = context.callArguments(context.span.file, context.span.start, 'block');
    const text = context.text(context.span.file);
    if (!args || args.length === 0 || text === undefined) return [];
    const first = args[0];
    const last = args[args.length - 1];
    return [
      {
        title: 'Wrap the paths in an array',
        preferred: true,
        edits: [{ span: { file: context.span.file, start: first.start, end: last.end }, newText: `[${text.slice(first.start, last.end)}]` }],
      },
    ];
  },
  examples: [
    {
      files: { 'routes.ts': "import { Route } from '@routelens/route';\nRoute.block('admin', 'debug');\nexport const routes = Route.map();\n" },
      at: "Route.block('admin'",
      fixed: { 'routes.ts': "import { Route } from '@routelens/route';\nRoute.block(['admin', 'debug']);\nexport const routes = Route.map();\n" },
    },
  ],
});
