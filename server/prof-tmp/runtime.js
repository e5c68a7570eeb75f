const { Route, RouteRegistry } = require('@routelens/shared');
const { ts } = require('ts-morph');
const { generateConfig } = require('../out/bench/generate');
const js = ts.transpileModule(generateConfig(10000), { compilerOptions: { module: ts.ModuleKind.CommonJS } }).outputText;
const fn = new Function('require', 'exports', js);
const times = [];
for (let i = 0; i < 30; i++) {
  const registry = new RouteRegistry(); const prev = Route.use(registry);
  const t = performance.now();
  fn((name) => (name === '@routelens/shared' ? { Route } : { API: 'api/v2', LEGACY: 'legacy' }), {});
  times.push(performance.now() - t); Route.use(prev);
}
times.sort((a, b) => a - b); console.log('registry-only execution min', times[0].toFixed(1), 'med', times[15].toFixed(1));
