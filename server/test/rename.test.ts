// Rename over JSON-RPC: a name computed somewhere is refused by prepareRename, before a new name is typed.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { withSession } from './harness/checks';

describe('rename refused before a name is typed', () => {
  test('prepareRename refuses, naming the file and line, when another place writes the name computed', async () => {
    await withSession(
      {
        'admin.ts': "import { Route } from '@routelens/route';\nconst area = 'admin';\nRoute.get('login', 'auth/login', { as: `${area}-login` });\n",
        'routes.ts':
          "import { Route } from '@routelens/route';\nimport './admin';\nconst url = Route.named('admin-l$0ogin');\nexport const routes = Route.map({});\n",
      },
      async (s) => {
        const refused = await s.client.request('textDocument/prepareRename', s.client.at(s.file, s.offset)).then(
          () => undefined,
          (error: { message: string }) => error.message,
        );
        assert.equal(refused, "The name 'admin-login' is computed at admin.ts:3, not written as a string; rename it there by hand.");
      },
    );
  });
});
