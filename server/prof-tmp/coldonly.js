const path = require('path'), fs = require('fs'), os=require('os');
const { analyzeEntry } = require('../out/src/analysis/analyze');
const { diskHost } = require('../out/src/analysis/disk-host');
const { generateConfig, CONSTANTS } = require('../out/bench/generate');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'p-'));
fs.writeFileSync(path.join(root, 'routes.ts'), generateConfig(10000));
fs.writeFileSync(path.join(root, 'constants.ts'), CONSTANTS);
const file = path.join(root, 'routes.ts');
for (let i=0;i<25;i++){ const a = analyzeEntry(file, diskHost); a.diagnostics.length; }
