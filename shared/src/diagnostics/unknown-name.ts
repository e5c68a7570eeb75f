import { editDistance } from '../edit-distance';
import { defineDiagnostic } from './definition';

export const unknownName = defineDiagnostic({
  code: 'unknown-name',
  severity: 'error',
  docs: { what: "`Route.named('x')`: no route has that name", why: 'it returns `null`', fix: "fix the name (quick fix to a close one) or add `as: 'x'`" },
  message: (name: string) => `No route is named '${name}', so Route.named('${name}') returns null.`,
  /** The known names close to the one written (up to three; preferred when there is one). */
  fix(context) {
    const name = context.data?.name;
    const quote = context.text(context.span.file)?.[context.span.start];
    if (typeof name !== 'string' || quote === undefined || !['"', "'", '`'].includes(quote)) return [];
    const candidates = context
      .routeNames()
      .map((known) => ({ known, d: editDistance(name, known) }))
      .filter(({ d, known }) => d <= Math.max(2, Math.floor(known.length / 3)))
      .sort((a, b) => a.d - b.d)
      .slice(0, 3);
    return candidates.map(({ known }) => ({
      title: `Change to '${known}'`,
      preferred: candidates.length === 1,
      edits: [{ span: context.span, newText: quote + known + quote }],
    }));
  },
  examples: [
    {
      files: {
        'routes.ts':
          "import { Route } from '@routelens/route';\nRoute.get('login', 'auth/login', { as: 'login' });\nexport const home = Route.named('logn');\nexport const routes = Route.map();\n",
      },
      at: "'logn'",
      fixed: {
        'routes.ts':
          "import { Route } from '@routelens/route';\nRoute.get('login', 'auth/login', { as: 'login' });\nexport const home = Route.named('login');\nexport const routes = Route.map();\n",
      },
    },
  ],
});
