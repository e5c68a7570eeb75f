// The README and docs/ stay true: the Diagnostics table is the one made from the diagnostics' definitions, every
// sample marked `<!-- sample: routelens … -->` is what that command prints, and every relative link lands.

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { DIAGNOSTIC_DOCS, diagnosticUrl } from '../src/features/diagnostic-docs';
import { DIAGNOSTICS_PAGE, README, documents, sampleDifference, samplesOf, withDiagnosticsTable } from '../tools/readme';
import { runCli } from './harness/cli';

const ROOT = path.dirname(README);
const readme = fs.readFileSync(README, 'utf8');

describe('the README', () => {
  test("the Diagnostics table of docs/diagnostics.md is the one made from every code's definition (npm run docs rewrites it)", () => {
    const page = fs.readFileSync(DIAGNOSTICS_PAGE, 'utf8');
    assert.equal(page, withDiagnosticsTable(page), 'the Diagnostics table differs from the definitions: run npm run docs');
    // Every code's link lands on its row.
    for (const code of Object.keys(DIAGNOSTIC_DOCS)) {
      const url = diagnosticUrl(code);
      assert.ok(url.includes('/docs/diagnostics.md#'), url);
      assert.ok(page.includes(`<a id="${url.split('#')[1]}"></a>`), `no anchor for ${code}`);
    }
  });

  test('every marked sample, in the README and docs/, is what its command prints, run from the repository root', async () => {
    const samples = documents().flatMap(({ name, text }) => samplesOf(text).map((sample) => ({ name, sample })));
    assert.ok(samples.filter((s) => s.name === 'README.md').length >= 3, 'the README marks its samples');
    const cwd = process.cwd();
    process.chdir(ROOT);
    try {
      for (const { name, sample } of samples) {
        const { out } = await runCli(...sample.args);
        const difference = sampleDifference(sample.lines, out.replace(/\n+$/, '').split('\n'));
        assert.equal(difference, undefined, `${name}: routelens ${sample.args.join(' ')}: ${difference}`);
      }
    } finally {
      process.chdir(cwd);
    }
  });

  test('it stays short for a newcomer (at most 400 lines), and every relative link of it and docs/ lands on a file', () => {
    assert.ok(readme.split('\n').length <= 400, `README.md has ${readme.split('\n').length} lines`);
    for (const { name, text } of documents()) {
      const base = path.dirname(path.join(ROOT, name));
      // Code (fenced blocks, inline spans) holds no links: `[eE](/.*)?` is part of a route key there.
      const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
      for (const [, target] of prose.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        assert.ok(fs.existsSync(path.join(base, target)), `${name}: the link ${target} lands on nothing`);
      }
    }
  });

  test('it and docs/ describe the software, not how it was made: no issue or session numbers, no outside documents cited', () => {
    const docs = path.join(ROOT, 'docs');
    const texts = [['README.md', readme], ...fs.readdirSync(docs).map((f) => [`docs/${f}`, fs.readFileSync(path.join(docs, f), 'utf8')])];
    for (const [name, text] of texts) {
      assert.doesNotMatch(text, /\b(issue|session) \d+|decisions §/i, name);
    }
  });

  test('every docs/decisions.md section a comment cites exists', () => {
    const decisions = fs.readFileSync(path.join(ROOT, 'docs/decisions.md'), 'utf8');
    const anchors = new Set(
      [...decisions.matchAll(/^## (.+)$/gm)].map((m) =>
        m[1]
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replace(/ /g, '-'),
      ),
    );
    const cited = new Set<string>();
    const walk = (folder: string): void => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (entry.name.endsWith('.ts')) for (const m of fs.readFileSync(file, 'utf8').matchAll(/docs\/decisions\.md#([a-z0-9-]+)/g)) cited.add(m[1]);
      }
    };
    for (const folder of ['server/src', 'shared/src', 'router/src', 'client/src', 'server/test']) walk(path.join(ROOT, folder));
    assert.ok(cited.size >= 4, 'comments cite the decisions');
    for (const anchor of cited) assert.ok(anchors.has(anchor), `docs/decisions.md has no section #${anchor}`);
  });

  test('a sample with a line that is not the output, or lines out of order, is caught', () => {
    const output = ['a', 'b', 'c', 'd'];
    assert.equal(sampleDifference(['a', '…', 'd'], output), undefined);
    assert.equal(sampleDifference(['a', 'b', 'c', 'd'], output), undefined);
    assert.notEqual(sampleDifference(['a', '…', 'c'], output), undefined);
    assert.notEqual(sampleDifference(['a', 'b', 'c'], output), undefined);
    assert.notEqual(sampleDifference(['a', 'x', '…', 'd'], output), undefined);
    assert.notEqual(sampleDifference(['a', '…', 'c', '…', 'b', '…', 'd'], output), undefined);
  });
});
