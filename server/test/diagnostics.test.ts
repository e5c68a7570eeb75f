// Every diagnostic's examples (in its module of `@routelens/shared`'s diagnostics/), run through the language
// server over JSON-RPC: the diagnostic is published where the example says, with its code and severity, and its
// preferred quick fix (or its only one) makes of the files what the example says.

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type { CodeAction, Diagnostic } from 'vscode-languageserver';
import { DiagnosticTag } from 'vscode-languageserver';
import { DIAGNOSTICS } from '@routelens/shared';
import type { DiagnosticDefinition, Example } from '@routelens/shared';
import { applyEdit } from './harness/checks';
import { TestClient, uriOf, writeWorkspace } from './harness/lsp-client';

const SEVERITY = { error: 1, warning: 2, information: 3, hint: 4 } as const;

/** The diagnostics of `file` once one of `code` is there; a failure listing what was published after 20 s. */
async function published(client: TestClient, file: string, code: string): Promise<Diagnostic[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no ${code} published; got ${JSON.stringify(client.diagnostics.get(uriOf(file))?.map((d) => [d.code, d.message]))}`)),
      20_000,
    );
  });
  try {
    return await Promise.race([client.waitForDiagnostics(file, (ds) => ds.some((d) => d.code === code)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function runExample(definition: DiagnosticDefinition, example: Example): Promise<void> {
  const files = typeof example.files === 'function' ? example.files() : example.files;
  const { root } = writeWorkspace(files);
  const client = await TestClient.start(root, { initializationOptions: example.defines ? { defines: example.defines } : undefined });
  try {
    const file = path.join(root, example.in ?? Object.keys(files)[0]);
    const text = fs.readFileSync(file, 'utf8');
    const offset = text.indexOf(example.at);
    assert.ok(offset >= 0, `the example's text has no ${JSON.stringify(example.at)}`);
    await client.open(file);
    const diagnostics = await published(client, file, definition.code);
    const start = client.position(file, offset);
    const found = diagnostics.find((d) => d.code === definition.code && d.range.start.line === start.line && d.range.start.character === start.character);
    assert.ok(found, `${definition.code} at ${JSON.stringify(start)}; published: ${JSON.stringify(diagnostics.map((d) => [d.code, d.range.start]))}`);
    assert.equal(found.severity, SEVERITY[definition.severity]);
    assert.match(String(found.codeDescription?.href), new RegExp(`#diagnostics-${definition.code}$`));
    assert.deepEqual(found.tags ?? [], definition.unnecessary ? [DiagnosticTag.Unnecessary] : []);
    if (!example.fixed) return;
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: uriOf(file) },
      range: found.range,
      context: { diagnostics: [found] },
    });
    const action = actions.find((a) => a.isPreferred) ?? (actions.length === 1 ? actions[0] : undefined);
    assert.ok(action?.edit, `a quick fix; offered: ${JSON.stringify(actions.map((a) => a.title))}`);
    for (const [name, expected] of Object.entries(example.fixed)) {
      const target = path.join(root, name);
      assert.equal(applyEdit(fs.readFileSync(target, 'utf8'), action.edit, uriOf(target)), expected, name);
    }
  } finally {
    await client.stop();
  }
}

describe('every diagnostic, from its definition', () => {
  test('codes are unique, and each definition has an example or says why a project cannot show it', () => {
    assert.equal(new Set(DIAGNOSTICS.map((d) => d.code)).size, DIAGNOSTICS.length);
    for (const d of DIAGNOSTICS) assert.ok(d.examples.length > 0 || (d.untested ?? '').length > 20, d.code);
  });

  for (const definition of DIAGNOSTICS as readonly DiagnosticDefinition[]) {
    definition.examples.forEach((example, i) => {
      test(`${definition.code}${definition.examples.length > 1 ? ` (example ${i + 1})` : ''}`, () => runExample(definition, example));
    });
  }
});
