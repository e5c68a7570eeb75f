const fs = require('fs'), path = require('path'), os = require('os');
const { TestClient, uriOf } = require('../out/test/harness/lsp-client');
const { generateConfig, CONSTANTS } = require('../out/bench/generate');
(async () => {
  const calls = +process.argv[2] || 10000;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-'));
  fs.writeFileSync(path.join(root, 'routes.ts'), generateConfig(calls)); fs.writeFileSync(path.join(root, 'constants.ts'), CONSTANTS);
  const file = path.join(root, 'routes.ts');
  const client = await TestClient.start(root, { spawn: !!process.env.SPAWN });
  const text = fs.readFileSync(file, 'utf8'); await client.open(file, text); await client.waitForDiagnostics(file);
  const lines = text.split('\n');
  const line = lines.findIndex((l, i) => i > lines.length / 2 && l.includes("', '"));
  const character = lines[line].indexOf("', '") + 4;
  const times = []; let version = 1;
  for (let i = 0; i < 80; i++) {
    const insert = i % 2 === 0; version++;
    const v = version;
    const published = new Promise((resolve) => { const d = client.connection.onNotification('textDocument/publishDiagnostics', (p) => { if (p.uri === uriOf(file) && p.version === v) { d.dispose(); resolve(); } }); });
    const start = performance.now();
    await client.connection.sendNotification('textDocument/didChange', { textDocument: { uri: uriOf(file), version: v }, contentChanges: [insert ? { range: { start: { line, character }, end: { line, character } }, text: 'x' } : { range: { start: { line, character }, end: { line, character: character + 1 } }, text: '' }] });
    await published; times.push(performance.now() - start);
  }
  const m = times.slice(5).sort((a, b) => a - b);
  console.log('p50', m[Math.floor(m.length / 2)].toFixed(1), 'p95', m[Math.ceil(m.length * 0.95) - 1].toFixed(1));
  await client.stop(); process.exit(0);
})();
