import { defineDiagnostic } from './definition';

export const unusedDefine = defineDiagnostic({
  code: 'unused-define',
  severity: 'hint',
  docs: {
    what: 'a `routelens.defines` entry that no route config uses (no condition, constant or environment read asks for it); the CLI warns about an unused `--define` on its standard error',
    why: 'a misspelt name decides nothing, silently',
    fix: 'correct the name, or remove the entry',
  },
  message: (name: string) =>
    `The define '${name}' (routelens.defines) is not used by any route config: no condition, constant or environment read asks for it. A typo?`,
  examples: [
    {
      files: { 'application/config/routes.php': "<?php\n$route[SITE_AREA . '/users'] = 'users/index';\n" },
      defines: { SITE_ARE: 'admin' },
      at: '<?php',
    },
  ],
});
