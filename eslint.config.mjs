// The linter (`npm run lint`, also in CI): ESLint's and typescript-eslint's recommended rules over every package's
// TypeScript. Formatting is Prettier's (.prettierrc), never a lint rule. Rules turned off say why.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/out/**', '**/dist/**', '**/node_modules/**', 'test-fixtures/**', 'client/test-web/**', '**/*.mjs', '**/*.cjs', '**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // The compiler reports unused names (noUnusedLocals); a second report of the same thing adds nothing.
      '@typescript-eslint/no-unused-vars': 'off',
      // require() loads a module lazily on purpose where start-up time counts (the CLI, the compiler), or a file at
      // run time; imports are the rule everywhere else, and the compiler checks both.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
);
