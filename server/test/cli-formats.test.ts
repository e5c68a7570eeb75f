// Output formats of the command line: `check --format sarif` (validated against the SARIF 2.1.0 schema with a kept
// JSON-schema validator), `list --format csv|markdown`, `--sort`/`--reverse`/`--except-path`/`--columns`, and `map`
// of every method as one table with a verb column.

import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
// The SARIF schema is JSON Schema draft-04: Ajv's own class for that draft.
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { printList } from '../src/cli/print';
import type { JsonRoute } from '../src/cli/report';
import { runCli as run } from './harness/cli';
import { writeWorkspace } from './harness/lsp-client';

const ROOT = path.resolve(__dirname, '../../..');
const HMVC = path.join(ROOT, 'test-fixtures/hmvc');
const CI3 = path.join(ROOT, 'test-fixtures/ci3-app');
// The SARIF 2.1.0 schema as @microsoft/jest-sarif ships it (read from disk: no network).
const SCHEMA = require(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json')) as object;

describe('check --format sarif', () => {
  test('a valid SARIF 2.1.0 log: one rule per code with its help, results with their places', async () => {
    const { code, out, err } = await run('check', HMVC, '--format', 'sarif');
    assert.equal(err, '');
    assert.equal(code, 0);
    const log = JSON.parse(out) as {
      version: string;
      runs: {
        tool: { driver: { rules: { id: string; help?: { text: string } }[] } };
        results: {
          ruleId: string;
          ruleIndex: number;
          level: string;
          locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[];
        }[];
      }[];
    };
    // The schema's `language` pattern is not valid with the u flag (a known erratum of rtm.5): compiled without it.
    const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
    addFormats(ajv);
    const valid = ajv.validate(SCHEMA, log);
    assert.ok(valid, JSON.stringify(ajv.errors, null, 2));
    const [run0] = log.runs;
    // The route configs' diagnostics and the exposure audit's findings: what the editor shows.
    const rules = run0.tool.driver.rules.map((r) => r.id);
    // A second URL that evades nothing, and a public method only automatic routing reaches, are the audit's alone.
    assert.deepEqual(rules, ['unknown-action', 'unknown-controller', 'verb-bypass']);
    assert.match(run0.tool.driver.rules[rules.indexOf('unknown-controller')].help!.text, /How to fix it: fix the target or add the controller/);
    const inRoutes = run0.results.filter((r) => r.locations[0].physicalLocation.artifactLocation.uri === 'application/config/routes.php');
    assert.deepEqual(
      inRoutes.map((r) => [r.ruleId, r.level, r.locations[0].physicalLocation.region.startLine]),
      [
        ['unknown-action', 'warning', 13],
        ['unknown-controller', 'warning', 14],
      ],
    );
    for (const r of run0.results) assert.equal(rules[r.ruleIndex], r.ruleId);
    assert.ok(run0.results.some((r) => r.ruleId === 'verb-bypass' && r.locations[0].physicalLocation.artifactLocation.uri.endsWith('.php')));
  });

  test('the schema check fails a log that breaks it (the validator is not a no-op)', () => {
    const ajv = new Ajv({ strict: false, unicodeRegExp: false });
    addFormats(ajv);
    assert.equal(ajv.validate(SCHEMA, { version: '2.1.0', runs: [{ tool: { driver: {} }, results: [{ level: 'fatal' }] }] }), false);
  });

  test('errors make check exit 1 in SARIF too; an unknown format is bad usage', async () => {
    const { root } = writeWorkspace({ 'routes.ts': "import { Route } from '@routelens/route';\nRoute.all('a', 'b');\n" });
    const result = await run('check', root, '--format', 'sarif');
    assert.equal(result.code, 1);
    assert.equal((JSON.parse(result.out) as { runs: { results: { level: string }[] }[] }).runs[0].results[0].level, 'error');
    const bad = await run('check', root, '--format', 'xml');
    assert.deepEqual([bad.code, bad.err], [2, "routelens: --format must be one of text, json, sarif, not 'xml'\n"]);
  });
});

describe('list and map formats', () => {
  test('--format csv and markdown, with --columns', async () => {
    const csv = await run('list', CI3, '--format', 'csv', '--columns', 'verb,uri,target');
    assert.equal(
      csv.out.split('\n').slice(0, 3).join('\n'),
      'verb,uri,target\nANY,products/(:num),catalog/product_lookup_by_id/$1\nANY,products/([a-z]+)/(\\d+),catalog/$1/$2',
    );
    const markdown = await run('list', CI3, '--format', 'markdown');
    assert.equal(markdown.out.split('\n')[0], '| VERB | URI | TARGET | NAME | DEFINED AT |');
    assert.equal(markdown.out.split('\n')[2], '| ANY | `products/(:num)` | `catalog/product_lookup_by_id/$1` |  | application/config/routes.php:14 |');
    const bad = await run('list', CI3, '--columns', 'verb,colour');
    assert.deepEqual([bad.code, bad.err], [2, "routelens: --columns takes some of verb, uri, target, name, file, call, condition, not 'verb,colour'\n"]);
  });

  test('--sort, --reverse and --except-path', async () => {
    const sorted = await run('list', CI3, '--format', 'csv', '--columns', 'uri,verb', '--sort', 'uri');
    assert.deepEqual(sorted.out.trim().split('\n').slice(1), [
      'blog/(:any),ANY',
      'login,GET',
      'login,POST',
      'products/(:num),ANY',
      'products/([a-z]+)/(\\d+),ANY',
    ]);
    const reversed = await run('list', CI3, '--format', 'csv', '--columns', 'uri', '--sort', 'uri', '--reverse', '--except-path', 'login');
    assert.deepEqual(reversed.out.trim().split('\n').slice(1), ['products/([a-z]+)/(\\d+)', 'products/(:num)', 'blog/(:any)']);
  });

  test('map without --method is one table with a verb column', async () => {
    const { out } = await run('map', CI3);
    const lines = out.trim().split('\n');
    assert.match(lines[0], /^VERB\s+FROM\s+TO$/);
    assert.ok(lines.some((l) => /^ANY\s+products\/\(:num\)\s+catalog\/product_lookup_by_id\/\$1$/.test(l)));
    assert.ok(lines.some((l) => /^GET\s+login\s+auth\/login$/.test(l)) && lines.some((l) => /^POST\s+login\s+auth\/attempt$/.test(l)));
  });
});

describe('list of a large table', () => {
  test('100,000 routes print as a text table, each row styled as its own route (a replaced one dimmed)', () => {
    const routes: JsonRoute[] = Array.from({ length: 100_000 }, (_, i) => ({
      verb: 'GET',
      from: `items${i}/(:num)`,
      to: `items/show/$1/${i}`,
      name: null,
      file: 'routes.ts',
      line: i + 2,
      column: 1,
      call: 'get',
      replaced: i === 99_998,
      condition: null,
    }));
    let out = '';
    printList(
      {
        out: (text) => {
          out += text;
        },
        err: () => undefined,
        color: true,
      },
      routes,
      [],
    );
    const lines = out.split('\n');
    assert.equal(lines.filter((l) => l.includes('items/show/$1/')).length, 100_000);
    assert.match(out, /100000 routes\n$/);
    // The dimmed row (ANSI 2) is the replaced route's, found by its position, not by its cells.
    const dimmed = lines.filter((l) => l.includes('\u001b[2m'));
    assert.equal(dimmed.length, 1);
    assert.match(dimmed[0], /items99998\//);
  });

  test('list --json keeps a route named __proto__ in named', async () => {
    const { root } = writeWorkspace({
      'routes.ts':
        "import { Route } from '@routelens/route';\nRoute.get('a', 'b/c', { as: '__proto__' });\nRoute.get('d', 'e/f', { as: 'constructor' });\nexport const routes = Route.map({});\n",
    });
    const result = await run('list', '--json', root);
    assert.equal(result.code, 0, result.err);
    const { named } = JSON.parse(result.out) as { named: Record<string, string> };
    assert.deepEqual(Object.entries(named), [
      ['__proto__', 'a'],
      ['constructor', 'd'],
    ]);
  });
});
