const assert = require('assert');
const { analyzeEntry } = require('../out/src/analysis/analyze');
const { ParseCache } = require('../out/src/analysis/parse');
const { StatementMemo } = require('../out/src/analysis/statement-memo');
const { generateConfig } = require('../out/bench/generate');
const { memoryHost } = require('../out/test/harness/programs');
const fs = require('fs');
const src = fs.readFileSync('out/test/incremental.test.js', 'utf8');
const TRICKY = eval(src.match(/const TRICKY = (`[\s\S]*?`);/)[1]);
const ENTRY = '/virtual/incremental/routes.ts', CONSTANTS = '/virtual/incremental/constants.ts';
const constants = "export const API = 'api/v2';\nexport const LEGACY = 'legacy';\n";
const base = generateConfig(120, 5) + TRICKY;
const apply = (text, [at, length, fragment, kind]) => { const p = at % (text.length + 1); if (kind === 'insert') return text.slice(0, p) + fragment + text.slice(p); if (kind === 'delete') return text.slice(0, p) + text.slice(p + length); return text.slice(0, p) + fragment + text.slice(p + length); };
const view = (a) => ({ routes: a.routes.map((r) => ({ ...r })), diagnostics: a.diagnostics, named: a.named, nameDefinitions: a.nameDefinitions, namedUses: a.namedUses, files: a.files });
const edits = JSON.parse(process.argv[2]);
const memo = new StatementMemo(); const cache = new ParseCache(true);
let text = base; let prev = analyzeEntry(ENTRY, memoryHost({ [ENTRY]: text, [CONSTANTS]: constants }), { memo, parseCache: cache });
for (const e of edits) {
  text = apply(text, e);
  const host = memoryHost({ [ENTRY]: text, [CONSTANTS]: constants });
  const inc = analyzeEntry(ENTRY, host, { memo, parseCache: cache }, prev);
  const fresh = analyzeEntry(ENTRY, host);
  try { assert.deepStrictEqual(view(inc), view(fresh)); console.log('equal'); } catch (err) { console.log(String(err.message).slice(0, 3000)); }
  prev = inc;
}
