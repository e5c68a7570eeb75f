const path = require('path'), fs = require('fs'), os=require('os');
const { analyzeEntry } = require('/work/main/server/out/src/analysis/analyze');
const { diskHost } = require('/work/main/server/out/src/analysis/disk-host');
const { generateConfig, CONSTANTS } = require('/work/main/server/out/bench/generate');
const { ts } = require('ts-morph');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'p-'));
fs.writeFileSync(path.join(root, 'routes.ts'), generateConfig(10000));
fs.writeFileSync(path.join(root, 'constants.ts'), CONSTANTS);
const file = path.join(root, 'routes.ts'); const text = fs.readFileSync(file,'utf8');
console.log('bytes', text.length);
for (let i=0;i<int(process.argv[2]||10);i++){
  let t=performance.now(); ts.createSourceFile(file,text,ts.ScriptTarget.Latest,false,ts.ScriptKind.TS); const p=performance.now()-t;
  t=performance.now(); const a=analyzeEntry(file, diskHost); const r=a.routes.length; const d=a.diagnostics.length; const c=performance.now()-t;
  console.log('parse', p.toFixed(1), 'analyze', c.toFixed(1), r, d);
}
function int(x){return parseInt(x)}
