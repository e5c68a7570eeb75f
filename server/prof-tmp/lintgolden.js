const path = require('path'), fs = require('fs'), os=require('os');
const { RouteRegistry, lintTable } = require('@routelens/shared');
const { EvaluationContext, DEFAULT_LIMITS } = require('../out/src/analysis/context');
const { StaticInterpreter } = require('../out/src/analysis/interpreter');
const { ParseCache } = require('../out/src/analysis/parse');
const { diskHost } = require('../out/src/analysis/disk-host');
const { generateConfig, CONSTANTS } = require('../out/bench/generate');
const out = [];
for (const [n, seed] of [[10000,1],[2000,3],[5000,11]]) {
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'p-'));
fs.writeFileSync(path.join(root, 'routes.ts'), generateConfig(n, seed));
fs.writeFileSync(path.join(root, 'constants.ts'), CONSTANTS);
const file = path.join(root, 'routes.ts');
const registry = new RouteRegistry();
const ctx = new EvaluationContext(diskHost, registry, DEFAULT_LIMITS, (f, tx) => new ParseCache().getScript(f, tx));
new StaticInterpreter(ctx).evaluateModule(file);
const l = lintTable(registry.routes());
out.push(l.problems.map(p => ({...p, site: p.site.location.start, data: {...p.data, shadowedBy: p.data.shadowedBy && [...p.data.shadowedBy].sort()}})).sort((a,b)=>JSON.stringify(a)<JSON.stringify(b)?-1:1));
out.push([...l.replaced].map(([a,b])=>[a.id,b.id]).sort((a,b)=>a[0]-b[0]));
}
fs.writeFileSync(process.argv[2], JSON.stringify(out));
console.log(out.map(x=>x.length));
