// Real editors drive the built server over stdio: Debian's Neovim (0.7) and Emacs with Eglot.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { temporaryFolder } from '../test/harness/temporary';

const ROOT = path.resolve(__dirname, '../../..');
const SERVER = path.join(ROOT, 'server/bin/routelens-language-server.js');
const SCRIPTS = path.join(ROOT, 'server/test-editors');

/** A fresh copy of the editors fixture, and the cursor positions the editors ask about. */
function prepare(): { fixture: string; positions: { hover: [number, number]; definition: [number, number] }; lines: string[] } {
  const fixture = temporaryFolder('routelens-editor-');
  fs.cpSync(path.join(ROOT, 'test-fixtures/editors'), fixture, { recursive: true });
  const lines = fs.readFileSync(path.join(fixture, 'routes.ts'), 'utf8').split('\n');
  const find = (needle: string, offset: number): [number, number] => {
    const line = lines.findIndex((l) => l.includes(needle));
    return [line, lines[line].indexOf(needle) + offset];
  };
  return { fixture, positions: { hover: find('Route.resources', 8), definition: find("named('login')", 8) }, lines };
}

function runEditor(command: string, args: string[], fixture: string, positions: object): Record<string, unknown> {
  const out = path.join(fixture, 'result.json');
  const result = spawnSync('timeout', ['120', command, ...args], {
    env: { ...process.env, FIXTURE: fixture, OUT: out, SERVER, POSITIONS: JSON.stringify(positions), HOME: fixture },
    encoding: 'utf8',
    cwd: fixture,
  });
  assert.ok(fs.existsSync(out), `${command} wrote no result (exit ${result.status}): ${result.stderr?.slice(-2000)}`);
  return JSON.parse(fs.readFileSync(out, 'utf8')) as Record<string, unknown>;
}

function assertResults(results: Record<string, unknown>, lines: string[]): void {
  assert.equal(results.error, undefined, String(results.error));
  assert.equal(results.ok, true);
  const hover = String(results.hover);
  assert.match(hover, /Route\.resources\(\)\*\* — 7 routes/);
  assert.ok(hover.includes('| GET | `photos/{num}` → `photos/show/$1` |'), hover);
  assert.ok(!hover.includes('command:'), 'no command link for an editor that did not ask for them');
  const definition = results.definition as { uri: string; range?: { start: { line: number } }; line?: number }[];
  assert.equal(definition.length, 1);
  assert.ok(definition[0].uri.endsWith('/auth.ts'));
  assert.equal(definition[0].range?.start.line ?? definition[0].line, 4);
  const diagnostics = results.diagnostics as { line: number; message: string }[];
  const blockLine = lines.findIndex((l) => l.includes('Route.block'));
  assert.ok(
    diagnostics.some((d) => d.line === blockLine && /block\(\) takes an array/.test(d.message)),
    JSON.stringify(diagnostics),
  );
}

describe('editors', () => {
  test('Neovim: hover, definition and diagnostics', () => {
    const { fixture, positions, lines } = prepare();
    const results = runEditor('nvim', ['--headless', '--clean', '-u', 'NONE', '-c', `luafile ${path.join(SCRIPTS, 'nvim-test.lua')}`], fixture, positions);
    assertResults(results, lines);
  });

  test('Emacs + Eglot: hover, definition and diagnostics', () => {
    const { fixture, positions, lines } = prepare();
    const results = runEditor('emacs', ['-Q', '--batch', '-l', path.join(SCRIPTS, 'eglot-test.el')], fixture, positions);
    assertResults(results, lines);
  });
});
