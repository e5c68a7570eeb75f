const lint = require('@routelens/shared/out/src/lint');
const memo = require('../out/src/analysis/statement-memo');
const orig = lint.lintTable; let lt = 0, ln = 0;
lint.lintTable = function (...a) { const t = performance.now(); const r = orig.apply(this, a); const d = performance.now() - t; lt += d; ln++; if (process.env.EACH) process.stdout.write(d.toFixed(0) + " "); return r; };
const origReplay = memo.StatementMemo.prototype.replay; let rt = 0;
memo.StatementMemo.prototype.replay = function (...a) { const t = performance.now(); const r = origReplay.apply(this, a); rt += performance.now() - t; return r; };
process.on('exit', () => console.log('lint per call', (lt / ln).toFixed(1), 'replay total per analysis', (rt / ln).toFixed(1), 'analyses', ln));
