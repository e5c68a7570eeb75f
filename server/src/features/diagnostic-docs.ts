// What each diagnostic code means, why it matters and how to fix it: one entry per code, from which the README's
// Diagnostics table (`npm run docs`; a test fails when they drift), the SARIF rules' help and the links of the
// editor's and SARIF's diagnostics are made.

export interface DiagnosticDoc {
  severity: string;
  what: string;
  why: string;
  fix: string;
}

export const DIAGNOSTIC_DOCS: Readonly<Record<string, DiagnosticDoc>> = {
  "block-non-array": { severity: "error", what: "`block()` got something other than one array, e.g. `block('a', 'b')`", why: "it blocks nothing at run time", fix: "wrap the paths: `block(['a', 'b'])` (quick fix)" },
  "unknown-method": { severity: "error", what: "`Route.x()` is not a Route method (e.g. `Route.all`)", why: "it throws a TypeError at run time", fix: "use the suggested method (quick fix, `all` \u2192 `any`)" },
  "unknown-name": { severity: "error", what: "`Route.named('x')`: no route has that name", why: "it returns `null`", fix: "fix the name (quick fix to a close one) or add `as: 'x'`" },
  "named-before-defined": { severity: "warning", what: "the name is defined, but after this `named()` call", why: "`named()` returns `null` here", fix: "move the call after the definition" },
  "duplicate-name": { severity: "warning", what: "the same name given to two different routes", why: "`named()` returns the last one only", fix: "give each route its own name" },
  "route-replaced": { severity: "warning", what: "a later registration of the same `from` (same verb or `any`) replaces this route, or a later `$route['x']` line overwrites this one (quick fix: remove the line)", why: "this route can never be used", fix: "remove one, or change its path" },
  "unreachable-route": { severity: "warning", what: "an earlier route matches every URI this one could (e.g. `(:any)/(:any)` before `photos/(:num)`)", why: "the first match wins, so this one never does", fix: "move it before the broader route (quick fix when one route shadows it), or narrow the broader one" },
  "param-out-of-range": { severity: "warning", what: "the target uses `$n` beyond the capture groups of its `from` (a wrong `offset`, a nested `resources` under a parent without a capture)", why: "`$n` becomes empty", fix: "fix `offset`, or add the capture group" },
  "invalid-pattern": { severity: "error", what: "the `from` (or a `constraint`) is not a valid regular expression", why: "the route can never match", fix: "fix the pattern" },
  "double-slash": { severity: "warning", what: "the `from` contains `//`, usually `prefix('api/')`", why: "no URI has an empty segment", fix: "drop the trailing slash of the prefix" },
  "slow-pattern": { severity: "warning", what: "a pattern with nested or overlapping repetition (`(a+)+`, `(.+)(.+)x`) on which a backtracking engine can take time that grows faster than the URI's length", why: "in CodeIgniter a long URI is a denial-of-service risk, and once PCRE's backtrack limit is reached the route silently does not match; routelens matches it with a linear-time engine", fix: "make each repetition unambiguous, e.g. `([^/]+)` for one segment" },
  "translate-dashes-before-map": { severity: "warning; hint in PHP", what: "`translate_uri_dashes` is set to a true value before `Route.map()` (in its argument, or assigned earlier); `FALSE` is fine", why: "CodeIgniter 3 expects it after `map()`", fix: "set it on the array `map()` returns" },
  "parse-error": { severity: "error", what: "the file does not parse (a PHP file with no `<?php` counts): at the first syntax error", why: "routes after it may be missing; `check` exits 1", fix: "fix the syntax" },
  "url-params": { severity: "warning", what: "`Route.url('name', …)` got more or fewer parameters than the route has capture groups, or one its group's pattern does not match", why: "it returns `null`", fix: "pass one value per capture, each of the right form (the hint shows the route)" },
  "context-home-path": { severity: "information", what: "a context `home` contains `/`", why: "it is a path: the route goes to `application/controllers/<name>/<home>`", fix: "use a controller name if that is what you meant" },
  "not-evaluable": { severity: "information", what: "part of a call could not be evaluated statically (reason in the message; an undefined constant is named)", why: "the route shows a placeholder, or calls are not listed", fix: "make the value a constant, or give it with `--define` / `routelens.defines` (quick fix), or accept the placeholder" },
  "unused-define": { severity: "hint", what: "a `routelens.defines` entry that no route config uses (no condition, constant or environment read asks for it); the CLI warns about an unused `--define` on its standard error", why: "a misspelt name decides nothing, silently", fix: "correct the name, or remove the entry" },
  "evaluation-limit": { severity: "warning", what: "a bound of the static evaluation was hit (endless loop, deep recursion, time)", why: "routes after that point are missing", fix: "simplify the config" },
  "empty-name": { severity: "information", what: "`resources()`/`context()` with an empty name", why: "nothing is created", fix: "give it a name" },
  "child-never-exists": { severity: "warning", what: "a route in a nested handler whose method its parent does not have (`post` under a `get` parent)", why: "it never exists", fix: "register it outside the handler or under a matching parent" },
  "unknown-option": { severity: "warning", what: "an options key the method does not know (e.g. `contoller`)", why: "it is ignored", fix: "fix the key (completion lists the known ones)" },
  "unknown-controller": { severity: "warning", what: "with an HMVC layout: a literal target resolves to no module, sub-folder or controller", why: "the request would 404", fix: "fix the target or add the controller" },
  "unknown-action": { severity: "warning", what: "the target's controller has no public method of that name", why: "the request would 404", fix: "fix the method name" },
  "auto-route-bypass": { severity: "warning", what: "exposure: a routed controller method also answers on its automatic URL (`/controller/method`)", why: "CodeIgniter's automatic routing reaches it around whatever the route's path, prefix or verb imposes", fix: "send the automatic URL to the 404_override with a route (quick fix), or check the request in the method" },
  "verb-bypass": { severity: "warning", what: "exposure: a method routed for some request methods only also answers the others on its automatic URL", why: "a per-verb route restricts nothing: other verbs reach the method through automatic routing", fix: "send the automatic URL to the 404_override with a route (quick fix), or check the request method" },
  "unrouted-public-method": { severity: "information", what: "exposure: a public controller method that only automatic routing reaches", why: "often a helper that was never meant to be a page", fix: "make it protected or private, or start its name with `_` (quick fix: protected)" },
  "block-serves-default": { severity: "warning", what: "exposure: a `''` target (`block()`) in a PHP app", why: "CodeIgniter does not block it: the path runs the default controller", fix: "send the path to the 404 page instead" },
  "route-to-missing": { severity: "warning", what: "exposure: a route whose target runs no method (`routelens exposure`; the editor shows `unknown-controller`/`unknown-action`)", why: "its requests get the 404_override or a 404", fix: "fix the target or add the method" },
  "param-count": { severity: "warning; information for extra arguments", what: "exposure: a route passes fewer arguments than the method requires, or more than it takes", why: "too few make the call fail; extra ones are dropped by PHP", fix: "match the route's `$n` to the method's parameters" },
  "remap-catches-all": { severity: "information", what: "exposure: a controller with `_remap()`", why: "every method name in its URLs reaches `_remap`, existing or not", fix: "check the method name `_remap` receives against the ones you serve" },
  "php-block-array": { severity: "warning", what: "`Route::block(array(...))` in PHP", why: "Bonfire's library blocks a route named `Array`, not the paths", fix: "write `Route::block('a', 'b')`" },
  "php-global-route": { severity: "warning", what: "`global $route` in a function of a routes.php", why: "CodeIgniter includes routes.php inside a method, so the function writes PHP's global `$route`, never the routes array: those routes do not exist", fix: "return the routes from the function, or write them in the file itself" },
  "php-upstream-differs": { severity: "hint", what: "the TypeScript port of the library behaves differently here from Bonfire's `Route.php`, which the PHP table follows (nested prefixes, nested handlers; a warning for the context home with `--php-context-home spec`)", why: "moving the routes between the two changes them", fix: "read the message: it says what each does" },
  "file-too-large": { severity: "warning", what: "a file over 3 MB: only its first 3 MB (whole lines) are analysed", why: "parsing it all would take longer than a file's 2 s budget", fix: "split the file" },
  "evaluation-failed": { severity: "warning", what: "a defect of routelens' evaluator stopped the evaluation (routes so far are kept)", why: "routes may be missing", fix: "report it, with the file" },
  "invalid-options": { severity: "warning", what: "a value of the wrong type (an options argument that is not an object, a target that is not a string, a prefix callback that is not a function \u2026)", why: "the value is ignored or the route skipped", fix: "pass the documented type" },
  "invalid-option": { severity: "warning", what: "a value of the wrong type (an options argument that is not an object, a target that is not a string, a prefix callback that is not a function \u2026)", why: "the value is ignored or the route skipped", fix: "pass the documented type" },
  "invalid-target": { severity: "warning", what: "a value of the wrong type (an options argument that is not an object, a target that is not a string, a prefix callback that is not a function \u2026)", why: "the value is ignored or the route skipped", fix: "pass the documented type" },
  "invalid-path": { severity: "warning", what: "a value of the wrong type (an options argument that is not an object, a target that is not a string, a prefix callback that is not a function \u2026)", why: "the value is ignored or the route skipped", fix: "pass the documented type" },
  "invalid-name": { severity: "warning", what: "a value of the wrong type (an options argument that is not an object, a target that is not a string, a prefix callback that is not a function \u2026)", why: "the value is ignored or the route skipped", fix: "pass the documented type" },
  "invalid-callback": { severity: "warning", what: "a value of the wrong type (an options argument that is not an object, a target that is not a string, a prefix callback that is not a function \u2026)", why: "the value is ignored or the route skipped", fix: "pass the documented type" },
  "invalid-method": { severity: "warning", what: "a value of the wrong type (an options argument that is not an object, a target that is not a string, a prefix callback that is not a function \u2026)", why: "the value is ignored or the route skipped", fix: "pass the documented type" },
};

/** Where a code is explained: its row of the README's Diagnostics table (each row carries the anchor). */
export function diagnosticUrl(code: string): string {
  return `https://github.com/routelens/routelens#diagnostics-${code}`;
}

/**
 * The README's Diagnostics table: a row per code, in this file's order; codes next to each other with the same
 * explanation share a row.
 */
export function diagnosticsTable(): string {
  const rows: { codes: string[]; doc: DiagnosticDoc }[] = [];
  for (const [code, doc] of Object.entries(DIAGNOSTIC_DOCS)) {
    const last = rows[rows.length - 1];
    const same = last && last.doc.severity === doc.severity && last.doc.what === doc.what && last.doc.why === doc.why && last.doc.fix === doc.fix;
    if (same) last.codes.push(code);
    else rows.push({ codes: [code], doc });
  }
  const lines = ['| code | what it means | why it matters | how to fix |', '| --- | --- | --- | --- |'];
  for (const { codes, doc } of rows) {
    const anchors = codes.map((code) => `<a id="diagnostics-${code}"></a>`).join('');
    lines.push(`| ${anchors}${codes.map((code) => `\`${code}\``).join(', ')} [${doc.severity}] | ${doc.what} | ${doc.why} | ${doc.fix} |`);
  }
  return lines.join('\n');
}
