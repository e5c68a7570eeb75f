const inspector = require('inspector');
const path = require('path'), fs = require('fs'), os=require('os');
const { Workspace } = require('../out/src/analysis/workspace');
const { generateConfig, CONSTANTS } = require('../out/bench/generate');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'p-'));
fs.writeFileSync(path.join(root, 'routes.ts'), generateConfig(10000));
fs.writeFileSync(path.join(root, 'constants.ts'), CONSTANTS);
const file = path.join(root, 'routes.ts'); let text = fs.readFileSync(file,'utf8');
const ws = new Workspace({ read: (f) => { try { return { ok: true, text: fs.readFileSync(f, 'utf8') }; } catch (e) { return { ok: false, error: String(e) }; } }, isFile: (f) => fs.existsSync(f) });
ws.addFiles([file, path.join(root,'constants.ts')]); ws.open(file, text); ws.snapshot().diagnosticsOf(file);
const lines = text.split('\n'); const line = lines.findIndex((l, i) => i > lines.length / 2 && /^Route\.(get|post|put|delete|any)\('/.test(l));
let off = lines.slice(0, line).join('\n').length + 1 + lines[line].indexOf("('") + 3;
const step = (i) => { text = i % 2 === 0 ? text.slice(0, off) + 'x' + text.slice(off) : text.slice(0, off) + text.slice(off + 1); ws.edit(file, text); ws.snapshot().diagnosticsOf(file); };
for (let i = 0; i < 6; i++) step(i);
const s = new inspector.Session(); s.connect();
s.post('HeapProfiler.startSampling', { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true }, () => {
  for (let i = 0; i < 20; i++) step(i);
  s.post('HeapProfiler.stopSampling', (err, { profile }) => {
    const self = new Map(); let total = 0;
    (function walk(n) { const k = n.callFrame.functionName + ' ' + n.callFrame.url.split('/').slice(-1)[0] + ':' + n.callFrame.lineNumber; self.set(k, (self.get(k) || 0) + n.selfSize); total += n.selfSize; for (const c of n.children) walk(c); })(profile.head);
    console.log('MB per keystroke', (total / 20 / 1048576).toFixed(1));
    [...self].sort((a, b) => b[1] - a[1]).slice(0, 16).forEach(([k, v]) => console.log((v / 20 / 1048576).toFixed(2).padStart(7), k));
  });
});
