const path = require('path');
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
const edits = JSON.parse(process.argv[2]);
const memo = new StatementMemo(); const cache = new ParseCache(true);
let text = base; let prev = analyzeEntry(ENTRY, memoryHost({ [ENTRY]: text, [CONSTANTS]: constants }), { memo, parseCache: cache });
for (const e of edits) {
  text = apply(text, e);
  const host = memoryHost({ [ENTRY]: text, [CONSTANTS]: constants });
  const inc = analyzeEntry(ENTRY, host, { memo, parseCache: cache }, prev);
  const fresh = analyzeEntry(ENTRY, host);
  const a = inc.routes.map(r => `${r.id} ${r.verb} ${r.from} -> ${r.to} @${r.span.start}`), b = fresh.routes.map(r => `${r.id} ${r.verb} ${r.from} -> ${r.to} @${r.span.start}`);
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) { console.log('first diff at', i, '\n inc  ', a[i], '\n fresh', b[i]); break; }
  console.log(inc.routes.length, fresh.routes.length);
  prev = inc;
}
console.log(text.slice(7150, 7350));
{
  const host = memoryHost({ [ENTRY]: text, [CONSTANTS]: constants });
  const fresh = analyzeEntry(ENTRY, host);
  const fmt = (d) => `${d.span.start}-${d.span.end} ${d.code} ${JSON.stringify(d.data)} ${d.message.slice(0, 60)}`;
  const a = prev.diagnostics.map(fmt), b = fresh.diagnostics.map(fmt);
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) console.log(i, '\n inc  ', a[i], '\n fresh', b[i]);
  console.log(prev.routes.filter(r => r.name === 'legacy').map(r => r.id + ' ' + r.from), fresh.routes.filter(r => r.name === 'legacy').map(r => r.id + ' ' + r.from));
}
