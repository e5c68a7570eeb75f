import { defineDiagnostic } from './definition';
import { METHOD, ci3App } from './exposure-example';

export const unknownAction = defineDiagnostic({
  code: 'unknown-action',
  severity: 'warning',
  docs: {
    what: "the target's controller has no public method of that name",
    why: 'the request would 404',
    fix: 'fix the method name, or add the method (quick fix)',
  },
  message: (to: string, file: string, method: string) => `The target '${to}' resolves to ${file}, which has no public method '${method}'.`,
  /** An empty public method of that name in the controller. */
  fix(context) {
    const target = context.data?.target;
    const missing = typeof target === 'string' ? context.missingMethod(target) : undefined;
    if (!missing) return [];
    const php = missing.file.endsWith('.php');
    const newText = php ? `\n    public function ${missing.method}()\n    {\n    }\n` : `\n  ${missing.method}() {\n    return '';\n  }\n`;
    return [
      {
        title: `Add ${missing.method}() to ${missing.where}`,
        preferred: true,
        edits: [{ span: { file: missing.file, start: missing.offset, end: missing.offset }, newText }],
      },
    ];
  },
  examples: [
    {
      files: ci3App("$route['shop'] = 'shop/browse';\n", { Shop: METHOD('index') }),
      in: 'application/config/routes.php',
      at: "$route['shop']",
      fixed: {
        'application/controllers/Shop.php':
          '<?php\nclass Shop extends CI_Controller\n{\n    public function index()\n    {\n    }\n\n    public function browse()\n    {\n    }\n}\n',
      },
    },
  ],
});
