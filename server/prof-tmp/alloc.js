const path = require('path'), fs = require('fs'), os=require('os');
const { RouteRegistry, lintTable } = require('@routelens/shared');
const { EvaluationContext, DEFAULT_LIMITS } = require('../out/src/analysis/context');
const { StaticInterpreter } = require('../out/src/analysis/interpreter');
const { ParseCache } = require('../out/src/analysis/parse');
const { analyzeEntry } = require('../out/src/analysis/analyze');
const { diskHost } = require('../out/src/analysis/disk-host');
const { generateConfig, CONSTANTS } = require('../out/bench/generate');
const { ts } = require('ts-morph');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'p-'));
fs.writeFileSync(path.join(root, 'routes.ts'), generateConfig(10000));
fs.writeFileSync(path.join(root, 'constants.ts'), CONSTANTS);
const file = path.join(root, 'routes.ts'); const text = fs.readFileSync(file,'utf8');
const used = () => process.memoryUsage().heapUsed / 1048576;
for (let i = 0; i < 4; i++) {
  gc(); let u = used(); let t = performance.now();
  const cache = new ParseCache(); cache.getScript(file, text);
  const p = used() - u, pt = performance.now() - t; gc(); u = used(); t = performance.now();
  const registry = new RouteRegistry();
  const ctx = new EvaluationContext(diskHost, registry, DEFAULT_LIMITS, (f, tx) => cache.getScript(f, tx));
  new StaticInterpreter(ctx).evaluateModule(file);
  const e = used() - u, et = performance.now() - t; gc(); const eRetained = used() - u; u = used(); t = performance.now();
  const l = lintTable(registry.routes());
  const lu = used() - u, lt = performance.now() - t;
  console.log(`parse alloc ${p.toFixed(1)}MB ${pt.toFixed(0)}ms | eval alloc ${e.toFixed(1)}MB retained ${eRetained.toFixed(1)} ${et.toFixed(0)}ms | lint alloc ${lu.toFixed(1)}MB ${lt.toFixed(0)}ms`);
}
