const path = require('path'), fs = require('fs'), os=require('os');
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
let regs;
for (let i=0;i<30;i++){
  if (mode==='eval' || !regs) {
  const registry = new RouteRegistry();
  const ctx = new EvaluationContext(diskHost, registry, DEFAULT_LIMITS, (f, tx) => cache.getScript(f, tx));
  new StaticInterpreter(ctx).evaluateModule(file); regs = registry.routes(); }
  if (mode==='lint') lintTable(regs);
}
