const ws = require('../out/src/analysis/workspace');
const parse = require('../out/src/analysis/parse');
const times = { snapshot: [], parsed: [] };
const origSnap = ws.Workspace.prototype.snapshot;
ws.Workspace.prototype.snapshot = function () { const dirty = this.dirty; const t = performance.now(); const r = origSnap.call(this); if (dirty) times.snapshot.push(performance.now() - t); return r; };
const origGet = parse.ParseCache.prototype.getRouteCandidate;
parse.ParseCache.prototype.getRouteCandidate = function (...a) { const t = performance.now(); const r = origGet.apply(this, a); const d = performance.now() - t; if (d > 1) times.parsed.push(d); return r; };
process.on('exit', () => { for (const [k, v] of Object.entries(times)) { const s = v.slice(3).sort((a, b) => a - b); if (s.length) console.log(k, 'n', s.length, 'p50', s[Math.floor(s.length / 2)].toFixed(1), 'p95', s[Math.ceil(s.length * 0.95) - 1].toFixed(1), 'max', s[s.length - 1].toFixed(1)); } });
