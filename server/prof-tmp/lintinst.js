const path = require('path'), fs = require('fs'), os=require('os');
const { RouteRegistry } = require('@routelens/shared');
const { lintTable } = require('/tmp/prof/lint-inst.js');
const { EvaluationContext, DEFAULT_LIMITS } = require('../out/src/analysis/context');
const { StaticInterpreter } = require('../out/src/analysis/interpreter');
const { ParseCache } = require('../out/src/analysis/parse');
const { diskHost } = require('../out/src/analysis/disk-host');
const { generateConfig, CONSTANTS } = require('../out/bench/generate');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'p-'));
fs.writeFileSync(path.join(root, 'routes.ts'), generateConfig(10000));
fs.writeFileSync(path.join(root, 'constants.ts'), CONSTANTS);
const file = path.join(root, 'routes.ts');
const registry = new RouteRegistry();
const ctx = new EvaluationContext(diskHost, registry, DEFAULT_LIMITS, (f, tx) => new ParseCache().getScript(f, tx));
new StaticInterpreter(ctx).evaluateModule(file); const regs = registry.routes();
for (let i=0;i<15;i++){const t=performance.now(); lintTable(regs); const e=performance.now(); console.log('first loop',(T0-t).toFixed(1),'replaced',(T1-T0).toFixed(1),'unreach',(T2-T1).toFixed(1),'total',(e-t).toFixed(1));}
