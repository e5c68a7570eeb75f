import { defineDiagnostic } from './definition';

export const fileTooLarge = defineDiagnostic({
  code: 'file-too-large',
  severity: 'warning',
  docs: {
    what: 'a file over 3 MB: only its first 3 MB (whole lines) are analysed',
    why: 'parsing it all would take seconds on every keystroke',
    fix: 'split the file',
  },
  message: (megabytes: string, kept: string, lines: number) => `This file has ${megabytes} MB; only its first ${kept} MB (up to line ${lines}) were analysed.`,
  examples: [
    {
      files: () => ({
        'routes.ts': `import { Route } from '@routelens/route';\n${"Route.get('page', 'pages/show');\n".repeat(100_000)}export const routes = Route.map();\n`,
      }),
      at: 'import',
    },
  ],
});
