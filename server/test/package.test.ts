// `npm run package`: a .vsix whose manifest is valid, whose four bundles are present, and which declares
// untrusted-workspace support; under 5 MB.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import * as zlib from 'node:zlib';

const ROOT = path.resolve(__dirname, '../../..');

/** The entries of a zip file (a .vsix), read from its central directory. */
function readZip(file: string): Map<string, Buffer> {
  const zip = fs.readFileSync(file);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(offset + 10);
    const size = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extra = zip.readUInt16LE(offset + 30);
    const comment = zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + size);
    entries.set(name, method === 8 ? zlib.inflateRawSync(data) : data);
    offset += 46 + nameLength + extra + comment;
  }
  return entries;
}

test('npm run package builds a valid vsix with both servers, under 5 MB', { timeout: 300_000 }, () => {
  execFileSync('npm', ['run', 'package'], { cwd: ROOT, stdio: 'pipe' });
  const vsix = path.join(ROOT, 'client/routelens.vsix');
  assert.ok(fs.statSync(vsix).size < 5 * 1024 * 1024, `${fs.statSync(vsix).size} bytes`);
  const entries = readZip(vsix);
  // The web server's compiler script (fetched when it first reads TypeScript) and the route view's page script too.
  for (const bundle of [
    'extension/dist/extension.js',
    'extension/dist/server.js',
    'extension/dist/web/extension.js',
    'extension/dist/web/server.js',
    'extension/dist/web/typescript.js',
  ]) {
    assert.ok((entries.get(bundle)?.length ?? 0) > 10_000, `${bundle} is in the vsix`);
  }
  assert.ok((entries.get('extension/dist/view/routes-page.js')?.length ?? 0) > 2_000, "the route view's script is in the vsix");
  const manifest = JSON.parse(entries.get('extension/package.json')!.toString('utf8'));
  assert.equal(manifest.name, 'routelens');
  assert.equal(manifest.publisher, 'routelens');
  assert.match(manifest.engines.vscode, /^\^1\.(9[1-9]|\d{3})/);
  assert.equal(manifest.main, './dist/extension.js');
  assert.equal(manifest.browser, './dist/web/extension.js');
  assert.equal(manifest.capabilities.untrustedWorkspaces.supported, true);
  // It activates in a workspace with a TypeScript route config too, not only when a file is opened.
  assert.ok(manifest.activationEvents.includes('workspaceContains:**/{routes,route,router}.{ts,js,mjs,cjs}'));
  assert.deepEqual(
    manifest.contributes.commands.map((c: { command: string }) => c.command),
    ['routelens.showRoutes', 'routelens.findRoute', 'routelens.restartServer', 'routelens.addDefine', 'routelens.sampleRequests', 'routelens.showReach'],
  );
  // Commands that need arguments (a quick fix's, a hover link's) are not offered in the command palette.
  assert.deepEqual(
    manifest.contributes.menus.commandPalette.map((m: { command: string; when: string }) => `${m.command} ${m.when}`),
    ['routelens.sampleRequests false', 'routelens.addDefine false', 'routelens.showReach false'],
  );
  // Marketplace-ready: an icon and the CHANGELOG are in the package.
  assert.equal(manifest.icon, 'images/icon.png');
  assert.ok((entries.get('extension/images/icon.png')?.length ?? 0) > 1000, 'the icon is in the vsix');
  assert.ok(entries.get('extension/images/icon.png')!.subarray(1, 4).toString('latin1') === 'PNG', 'the icon is a PNG');
  assert.ok((entries.get('extension/changelog.md')?.length ?? 0) > 100, 'the CHANGELOG is in the vsix');
  assert.ok(entries.get('extension.vsixmanifest')!.toString('utf8').includes('Id="routelens"'));
  const readme = entries.get('extension/readme.md')!.toString('utf8');
  for (const image of ['hover', 'diagnostics', 'routes', 'find-route', 'inlay-hints']) {
    assert.ok(readme.includes(`images/${image}.png`) && entries.has(`extension/images/${image}.png`), `${image} screenshot`);
  }
});
