import { defineDiagnostic } from './definition';
import { METHOD, ci3App } from './exposure-example';
import { visibilityAt } from './exposure-fixes';

export const unroutedPublicMethod = defineDiagnostic({
  code: 'unrouted-public-method',
  severity: 'information',
  docs: {
    what: 'exposure: a public controller method that only automatic routing reaches',
    why: 'often a helper that was never meant to be a page',
    fix: 'make it protected or private, or start its name with `_` (quick fix: protected)',
  },
  message: (method: string, autos: string) =>
    `${method} is public and reached only by automatic routing (${autos}). If it is not a page, make it protected or private, or start its name with _.`,
  /** PHP: the method becomes protected. */
  fix(context) {
    const { file, start } = context.span;
    const text = context.text(file);
    const at = file.endsWith('.php') && text !== undefined ? visibilityAt(text, start) : undefined;
    return at
      ? [
          {
            title: 'Make it protected (no URL reaches it then)',
            preferred: false,
            edits: [{ span: { file, ...at }, newText: at.start === at.end ? 'protected ' : 'protected' }],
          },
        ]
      : [];
  },
  examples: [
    {
      files: ci3App('', { Tools: METHOD('rebuild_cache') }),
      in: 'application/controllers/Tools.php',
      at: 'rebuild_cache',
      fixed: { 'application/controllers/Tools.php': '<?php\nclass Tools extends CI_Controller\n{\n    protected function rebuild_cache()\n    {\n    }\n}\n' },
    },
  ],
});
