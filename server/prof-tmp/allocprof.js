const inspector = require('inspector'); const fs = require('fs'), path = require('path'), os = require('os');
const { RouteRegistry, lintTable } = require('@routelens/shared');
const { EvaluationContext, DEFAULT_LIMITS } = require('../out/src/analysis/context');
const { StaticInterpreter } = require('../out/src/analysis/interpreter');
const { ParseCache } = require('../out/src/analysis/parse');
const { diskHost } = require('../out/src/analysis/disk-host');
const { generateConfig, CONSTANTS } = require('../out/bench/generate');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'p-'));
fs.writeFileSync(path.join(root, 'routes.ts'), generateConfig(10000));
fs.writeFileSync(path.join(root, 'constants.ts'), CONSTANTS);
const file = path.join(root, 'routes.ts'); const text = fs.readFileSync(file,'utf8');
const cache = new ParseCache(); cache.getScript(file, text);
const mode = process.argv[2];
const run = () => { const registry = new RouteRegistry();
  const ctx = new EvaluationContext(diskHost, registry, DEFAULT_LIMITS, (f, tx) => cache.getScript(f, tx));
  new StaticInterpreter(ctx).evaluateModule(file); return registry.routes(); };
let regs = run(); run();
const s = new inspector.Session(); s.connect();
s.post('HeapProfiler.startSampling', { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true }, () => {
  for (let i = 0; i < 5; i++) { if (mode === 'lint') lintTable(regs); else regs = run(); }
  s.post('HeapProfiler.stopSampling', (err, { profile }) => {
    const self = new Map(); let total = 0;
    (function walk(n, stack) { const k = n.callFrame.functionName + ' ' + n.callFrame.url.split('/').slice(-1)[0] + ':' + n.callFrame.lineNumber; self.set(k, (self.get(k) || 0) + n.selfSize); total += n.selfSize; for (const c of n.children) walk(c); })(profile.head);
    console.log('total MB per run', (total / 5 / 1048576).toFixed(1));
    [...self].sort((a, b) => b[1] - a[1]).slice(0, 25).forEach(([k, v]) => console.log((v / 5 / 1048576).toFixed(2).padStart(7), k));
  });
});
