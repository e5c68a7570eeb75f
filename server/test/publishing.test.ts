// Publishing diagnostics through the server: what a client is sent, and when (server.ts, published-diagnostics.ts).

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { describe, test } from 'node:test';
import { withSession } from './harness/checks';
import { uriOf } from './harness/lsp-client';

describe('publishing diagnostics', () => {
  test("an open file's diagnostics are sent for every new version, and again for the same version only when they changed", async () => {
    await withSession(
      {
        'routes.ts': "import { Route } from '@routelens/route';\nimport './more';\nexport const x = Route.named('x');\nRoute.map({});\n",
        'more.ts': "import { Route } from '@routelens/route';\nRoute.any('before', 'b');\n",
      },
      async (s) => {
        const uri = uriOf(s.path('routes.ts'));
        const sent = () => s.client.publishes.get(uri) ?? { count: 0 };
        const codes = () => (s.client.diagnostics.get(uri) ?? []).map((d) => String(d.code));
        // A request after a notification is answered after the publishing that the notification scheduled.
        const settled = () => s.client.request('routelens/routes', {});
        const touch = async (text: string) => {
          fs.writeFileSync(s.path('more.ts'), text);
          await s.client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(s.path('more.ts')), type: 2 }] });
          await settled();
        };
        await s.client.waitForDiagnostics(s.path('routes.ts'), (d) => d.some((x) => x.code === 'unknown-name'));
        const start = sent();
        // A closed file changes, and routes.ts's diagnostics do not: nothing is sent for it.
        await touch("import { Route } from '@routelens/route';\nRoute.any('before', 'b2');\n");
        assert.equal(sent().count, start.count);
        // They change (the name is defined now): sent, for the same version.
        await touch("import { Route } from '@routelens/route';\nRoute.any('before', 'b2', { as: 'x' });\n");
        assert.equal(sent().count, start.count + 1);
        assert.deepEqual(codes(), []);
        assert.equal(sent().version, start.version);
        // A keystroke that changes no diagnostic: sent, with the new version.
        await s.client.change(s.path('routes.ts'), fs.readFileSync(s.path('routes.ts'), 'utf8') + '// a comment\n');
        await settled();
        assert.equal(sent().count, start.count + 2);
        assert.notEqual(sent().version, start.version);
      },
    );
  });
});
