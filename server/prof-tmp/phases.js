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
fs.writeFileSync(path.join(root, 'routes.ts'), generateConfig(+process.argv[3]||10000));
fs.writeFileSync(path.join(root, 'constants.ts'), CONSTANTS);
const file = path.join(root, 'routes.ts'); const text = fs.readFileSync(file,'utf8');
const mins = {};
const rec=(k,v)=>{(mins[k]??=[]).push(v)};
for (let i=0;i<+process.argv[2];i++){
  let t=performance.now(); ts.createSourceFile(file,text,ts.ScriptTarget.Latest,false,ts.ScriptKind.TS); rec('tsparse',performance.now()-t);
  const cache = new ParseCache();
  t=performance.now(); cache.getScript(file, text); rec('cacheparse', performance.now()-t);
  const registry = new RouteRegistry();
  const ctx = new EvaluationContext(diskHost, registry, DEFAULT_LIMITS, (f, tx) => cache.getScript(f, tx));
  t=performance.now(); new StaticInterpreter(ctx).evaluateModule(file); rec('eval', performance.now()-t);
  t=performance.now(); const regs = registry.routes(); rec('routes()', performance.now()-t);
  t=performance.now(); lintTable(regs); rec('lint', performance.now()-t);
  t=performance.now(); const a = analyzeEntry(file, diskHost); a.diagnostics.length; rec('analyzeEntry', performance.now()-t);
}
const med=a=>{a=[...a].sort((x,y)=>x-y);return a[Math.floor(a.length/2)]};
for (const [k,v] of Object.entries(mins)) console.log(k.padEnd(14), 'min', Math.min(...v).toFixed(1), 'med', med(v).toFixed(1));
