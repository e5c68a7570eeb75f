// The layers of routelens and the directions their imports may take (checked by `npm test` with
// dependency-cruiser). Lower layers never import higher ones; nothing forms an import cycle.
//   route/src (the runtime library)  ←  shared/src (tooling: lint, diagnostics, the CodeIgniter 3 resolver)
//   route/src, shared/src  ←  router/src (serving tables; used by the CLI's serve)
//   shared/src  ←  analysis/core  ←  analysis/ts/syntax ← analysis/ts, and analysis/php  ←  analysis/*.ts  ←  db  ←  features  ←  lsp, cli
//   base (spans, text edits: plain types) under all of them.
// Type-only imports count too (tsPreCompilationDeps): a cycle through types is still a cycle of the design.
const S = '^server/src/';
const upper = (...layers) => `${S}(${layers.join('|')})`;
const TS_PARSER = '^node_modules/(ts-morph|@ts-morph|typescript)/';
const PHP_PARSER = '^node_modules/php-parser/';
const PARSERS = '^node_modules/(ts-morph|@ts-morph|typescript|php-parser)/';
module.exports = {
  forbidden: [
    { name: 'no-cycles', severity: 'error', comment: 'Import cycles hide the design: break them with an interface in the lower module.', from: {}, to: { circular: true } },
    { name: 'route-is-pure', severity: 'error', comment: 'route/ is what an app imports: it imports nothing of ours and no Node built-in (its one dependency is RE2, a linear-time regular-expression engine).', from: { path: '^route/src/' }, to: { pathNot: '^(route/src/|node_modules/re2js/)' } },
    { name: 'shared-is-pure', severity: 'error', comment: 'shared/ (tooling) imports only the runtime library and no Node built-in.', from: { path: '^shared/src/' }, to: { pathNot: '^(shared/src/|route/src/)' } },
    { name: 'ci3-entry-is-lean', severity: 'error', comment: "The router's entry of shared/ (ci3.ts) loads no lint and no diagnostic definition.", from: { path: '^shared/src/(ci3|ci3-locate|ci3-resolve|controller-tree|request-uri)\\.ts$' }, to: { path: '^shared/src/(lint|diagnostics/|segment-trie|edit-distance)' } },
    { name: 'router-uses-the-engine-only', severity: 'error', comment: 'The router serves tables; it knows nothing of the analysis, the server or the editor.', from: { path: '^router/src/' }, to: { path: '^(server|client)/' } },
    { name: 'router-loads-no-tooling', severity: 'error', comment: 'The router takes the runtime from route/ and the resolver from shared/src/ci3.ts: no lint, no diagnostic definitions.', from: { path: '^router/src/' }, to: { path: '^shared/src/(index|lint|diagnostics/|segment-trie|edit-distance)' } },
    { name: 'base-is-a-leaf', severity: 'error', comment: 'base/ holds plain types every layer shares: it imports nothing.', from: { path: `${S}base/` }, to: { path: '^(server|shared|router|client)/|^node_modules/' } },
    { name: 'core-layer', severity: 'error', comment: 'The language-neutral core: no front end, no project, and no parser (a front end translates its syntax into the core).', from: { path: `${S}analysis/core/` }, to: { path: [upper('analysis/ts/', 'analysis/php/', 'analysis/[^/]+$', 'db/', 'features/', 'lsp/', 'cli/'), PARSERS] } },
    { name: 'ts-syntax-layer', severity: 'error', comment: 'TypeScript parsing knows nothing of evaluation or the project.', from: { path: `${S}analysis/ts/syntax/` }, to: { path: upper('analysis/ts/[^/]+$', 'analysis/php/', 'analysis/[^/]+$', 'db/', 'features/', 'lsp/', 'cli/') } },
    { name: 'ts-layer', severity: 'error', comment: 'The TypeScript front end uses the core, not the PHP front end or the project.', from: { path: `${S}analysis/ts/` }, to: { path: [upper('analysis/php/', 'analysis/[^/]+$', 'db/', 'features/', 'lsp/', 'cli/'), PHP_PARSER] } },
    { name: 'php-layer', severity: 'error', comment: 'The PHP front end uses the core, not the TypeScript front end or the project.', from: { path: `${S}analysis/php/` }, to: { path: [upper('analysis/ts/', 'analysis/[^/]+$', 'db/', 'features/', 'lsp/', 'cli/'), TS_PARSER] } },
    { name: 'analysis-layer', severity: 'error', comment: 'Analysing an entry knows nothing of the workspace or its users.', from: { path: `${S}analysis/[^/]+$` }, to: { path: upper('db/', 'features/', 'lsp/', 'cli/') } },
    { name: 'db-layer', severity: 'error', comment: 'The project model serves the features, the server and the CLI; it imports none of them.', from: { path: `${S}db/` }, to: { path: upper('features/', 'lsp/', 'cli/') } },
    { name: 'features-layer', severity: 'error', comment: 'Features return plain data: no LSP, no CLI.', from: { path: `${S}features/` }, to: { path: upper('lsp/', 'cli/') } },
    { name: 'features-no-node', severity: 'error', comment: 'Features run in the browser server too: no Node built-ins.', from: { path: `${S}features/` }, to: { dependencyTypes: ['core'] } },
    { name: 'server-entry-is-lean', severity: 'error', comment: "What the web client imports of the server (server/src/index.ts) loads no analysis, parser or engine beyond what it names: the workspace scan's rules and one import resolver.", from: { path: `${S}(index|db/workspace-files)\\.ts$` }, to: { path: [`${S}analysis/(front-ends|analyze|parse-cache|tables)\\.ts$`, `${S}analysis/ts/(?!module-resolution)`, `${S}analysis/php/(?!php-app)`, `${S}(db/(?!workspace-files)|features/|cli/)`, PARSERS] } },
    { name: 'lsp-not-cli', severity: 'error', from: { path: `${S}lsp/` }, to: { path: `${S}cli/` } },
    { name: 'cli-not-lsp', severity: 'error', from: { path: `${S}cli/` }, to: { path: `${S}lsp/` } },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.deps.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)out/' },
  },
};
