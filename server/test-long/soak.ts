// `npm run soak`: a spawned server gets 10,000 mixed requests interleaved with edits and cancellations.
// Every request must be answered (a result, or RequestCancelled for a cancelled one), none may fail, and
// resident memory may grow less than 10 % after warm-up. Prints the figures.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { CancellationTokenSource } from 'vscode-jsonrpc/node';
import { TestClient, uriOf } from '../test/harness/lsp-client';
import { temporaryFolder } from '../test/harness/temporary';

const TOTAL = Number(process.argv.find((a) => a.startsWith('--requests='))?.slice(11) ?? 10_000);
const ROOT = path.resolve(__dirname, '../../..');

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function main(): Promise<void> {
  const root = temporaryFolder('routelens-soak-');
  fs.cpSync(path.join(ROOT, 'test-fixtures/shop'), root, { recursive: true });
  const client = await TestClient.start(root, { spawn: true });
  const pid = (client as unknown as { child: { pid: number } }).child.pid;
  const files = ['config/routes.ts', 'config/routes/catalog.ts', 'config/routes/api.ts'].map((f) => path.join(root, f));
  const texts = new Map(files.map((f) => [f, fs.readFileSync(f, 'utf8')]));
  for (const file of files) await client.open(file);
  let seed = 12345;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed >>> 16) % n;
  };
  let answered = 0;
  let cancelled = 0;
  let failed = 0;
  let edits = 0;
  const errors = new Map<string, number>();
  let warmRss = 0;
  const started = Date.now();
  const methods = [
    'textDocument/hover',
    'textDocument/definition',
    'textDocument/completion',
    'textDocument/references',
    'textDocument/documentSymbol',
    'workspace/symbol',
  ];
  for (let sent = 0; sent < TOTAL;) {
    if (random(10) === 0) {
      // An unsaved edit: insert and later remove a character somewhere in a file.
      const file = files[random(files.length)];
      const text = texts.get(file)!;
      const at = random(text.length);
      const next = edits % 2 === 0 ? text.slice(0, at) + ' ' + text.slice(at) : fs.readFileSync(file, 'utf8');
      texts.set(file, next);
      await client.change(file, next);
      edits++;
    }
    const batch = [];
    for (let i = 0; i < 20 && sent < TOTAL; i++, sent++) {
      const file = files[random(files.length)];
      const text = texts.get(file)!;
      const method = methods[random(methods.length)];
      const params =
        method === 'workspace/symbol'
          ? { query: ['cart', 'api', 'admin', ''][random(4)] }
          : method === 'textDocument/documentSymbol'
            ? { textDocument: { uri: uriOf(file) } }
            : { ...client.at(file, random(text.length + 1), text), context: { includeDeclaration: true } };
      const source = new CancellationTokenSource();
      const cancel = random(8) === 0;
      const request = client.connection.sendRequest(method, params, source.token).then(
        () => {
          answered++;
        },
        (error: { code?: number; message?: string }) => {
          if (cancel && error?.code === -32800) cancelled++;
          else {
            failed++;
            const key = `${method}: ${error?.message ?? error}`;
            errors.set(key, (errors.get(key) ?? 0) + 1);
          }
        },
      );
      if (cancel) source.cancel();
      batch.push(request);
    }
    await Promise.all(batch);
    if (warmRss === 0 && sent >= TOTAL / 10) warmRss = rssMb(pid);
  }
  const endRss = rssMb(pid);
  await client.stop();
  const growth = ((endRss - warmRss) / warmRss) * 100;
  const seconds = (Date.now() - started) / 1000;
  process.stdout.write(
    `soak: ${TOTAL} requests (${answered} answered, ${cancelled} cancelled as asked, ${failed} failed), ${edits} edits, ${seconds.toFixed(1)} s\n`,
  );
  process.stdout.write(`soak: RSS after warm-up ${warmRss.toFixed(1)} MB, at the end ${endRss.toFixed(1)} MB, growth ${growth.toFixed(1)} %\n`);
  for (const [error, count] of errors) process.stdout.write(`  ${count} × ${error}\n`);
  const ok = failed === 0 && answered + cancelled === TOTAL && growth < 10;
  process.stdout.write(`${ok ? 1 : 0} passed, ${ok ? 0 : 1} failed\n`);
  process.exitCode = ok ? 0 : 1;
}

void main();
