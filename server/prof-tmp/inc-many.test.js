"use strict";
// Keystrokes are cheap because unchanged Route statements are replayed (statement-memo.ts) and an unchanged
// table shape reuses the lint. Both must be invisible: after any sequence of edits, the incremental analysis
// equals a fresh one of the same texts, route for route and diagnostic for diagnostic.
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const strict_1 = __importDefault(require("node:assert/strict"));
const path = __importStar(require("node:path"));
const node_test_1 = require("node:test");
const fast_check_1 = __importDefault(require("fast-check"));
const analyze_1 = require("../out/src/analysis/analyze");
const parse_1 = require("../out/src/analysis/parse");
const statement_memo_1 = require("../out/src/analysis/statement-memo");
const generate_1 = require("../out/bench/generate");
const programs_1 = require("../out/test/harness/programs");
const DIR = path.resolve('/virtual/incremental');
const ENTRY = path.join(DIR, 'routes.ts');
const CONSTANTS = path.join(DIR, 'constants.ts');
/** Statements that must not be replayed blindly: they read mutable or later-changed state, or call code. */
const TRICKY = `
let area = 'admin';
Route.get(area + '/users', 'users/index');
area = 'staff';
Route.get(area + '/users', 'users/index');
const build = (name: string) => Route.resources(name);
build('photos');
Route.get('home', Route.named('r1') ?? 'none');
const parts = ['a', 'b'];
Route.block(parts);
parts.push('c');
Route.block(parts);
Route.prefix(API, () => { for (const v of ['x', 'y']) Route.get(v, 'loop/' + v); });
Route.any(\`legacy/\${LEGACY}/(:any)\`, 'old/$1', { as: 'legacy' });
Route.get(LEGACY, 'old/index', { as: 'legacy' });
Route.gett('typo', 'x');
Route.context('area', { home: 'dash', offset: 'x' });
`;
function view(analysis) {
    return {
        routes: analysis.routes.map((r) => ({ ...r })),
        diagnostics: analysis.diagnostics,
        named: analysis.named,
        nameDefinitions: analysis.nameDefinitions,
        namedUses: analysis.namedUses,
        files: analysis.files,
    };
}
const editArb = (length) => fast_check_1.default.tuple(fast_check_1.default.nat(length), fast_check_1.default.nat(6), fast_check_1.default.constantFrom('x', '/', "'", '(:num)', '\n', ' ', ';', "Route.get('a', 'b');", "{ as: 'r1' }", '$3', 'API + ', ')', '//'), fast_check_1.default.constantFrom('insert', 'delete', 'replace'));
function apply(text, [at, length, fragment, kind]) {
    const position = at % (text.length + 1);
    if (kind === 'insert')
        return text.slice(0, position) + fragment + text.slice(position);
    if (kind === 'delete')
        return text.slice(0, position) + text.slice(position + length);
    return text.slice(0, position) + fragment + text.slice(position + length);
}
(0, node_test_1.describe)('incremental analysis (statement replay and lint reuse)', () => {
    (0, node_test_1.test)('after random edits, the incremental analysis equals a fresh one', () => {
        const base = (0, generate_1.generateConfig)(120, 5) + TRICKY;
        fast_check_1.default.assert(fast_check_1.default.property(fast_check_1.default.array(editArb(base.length), { minLength: 1, maxLength: 12 }), (edits) => {
            const memo = new statement_memo_1.StatementMemo();
            const cache = new parse_1.ParseCache(true);
            const constants = "export const API = 'api/v2';\nexport const LEGACY = 'legacy';\n";
            let text = base;
            let previous = (0, analyze_1.analyzeEntry)(ENTRY, (0, programs_1.memoryHost)({ [ENTRY]: text, [CONSTANTS]: constants }), { memo, parseCache: cache });
            for (const edit of edits) {
                text = apply(text, edit);
                const host = (0, programs_1.memoryHost)({ [ENTRY]: text, [CONSTANTS]: constants });
                const incremental = (0, analyze_1.analyzeEntry)(ENTRY, host, { memo, parseCache: cache }, previous);
                const fresh = (0, analyze_1.analyzeEntry)(ENTRY, host);
                strict_1.default.deepEqual(view(incremental), view(fresh));
                previous = incremental;
            }
        }), { seed: Number(process.env.SEED), numRuns: 150 });
    });
    (0, node_test_1.test)('a changed import is seen by replayed statements that read it', () => {
        const memo = new statement_memo_1.StatementMemo();
        const text = "import { API } from './constants';\nRoute.get(API + '/users', 'users/index');\nRoute.get('static', 'pages/show');\n";
        const first = (0, analyze_1.analyzeEntry)(ENTRY, (0, programs_1.memoryHost)({ [ENTRY]: text, [CONSTANTS]: "export const API = 'v1';\n" }), { memo });
        strict_1.default.deepEqual(first.routes.map((r) => r.from), ['v1/users', 'static']);
        const second = (0, analyze_1.analyzeEntry)(ENTRY, (0, programs_1.memoryHost)({ [ENTRY]: text, [CONSTANTS]: "export const API = 'v2';\n" }), { memo }, first);
        strict_1.default.deepEqual(second.routes.map((r) => r.from), ['v2/users', 'static']);
    });
    (0, node_test_1.test)('replayed statements keep their spans when the text before them moves', () => {
        const memo = new statement_memo_1.StatementMemo();
        const text = "Route.get('a', 'x/one');\nRoute.resources('photos');\n";
        const first = (0, analyze_1.analyzeEntry)(ENTRY, (0, programs_1.memoryHost)({ [ENTRY]: text }), { memo });
        const moved = '// a comment\n' + text;
        const second = (0, analyze_1.analyzeEntry)(ENTRY, (0, programs_1.memoryHost)({ [ENTRY]: moved }), { memo }, first);
        const fresh = (0, analyze_1.analyzeEntry)(ENTRY, (0, programs_1.memoryHost)({ [ENTRY]: moved }));
        strict_1.default.deepEqual(second.routes.map((r) => r.span), fresh.routes.map((r) => r.span));
        strict_1.default.equal(second.routes[1].span.start, moved.indexOf('Route.resources'));
    });
});
//# sourceMappingURL=incremental.test.js.map