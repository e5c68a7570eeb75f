// CodeIgniter 3 route patterns: wildcards to regular expressions, capture counts and target substitution.

export type CompiledPattern = { ok: true; regex: RegExp; captures: number } | { ok: false; error: string };

const cache = new Map<string, CompiledPattern>();

/** The regular-expression source of a `from`: `(:any)` → `([^/]+)`, `(:num)` → `([0-9]+)`, as CodeIgniter 3 does. */
export function patternSource(from: string): string {
  return from.replace(/:any/g, '[^/]+').replace(/:num/g, '[0-9]+');
}

/** Compiles a `from` for whole-path matching; never throws. Results are cached because tables repeat patterns. */
export function compilePattern(from: string): CompiledPattern {
  const hit = cache.get(from);
  if (hit) return hit;
  let compiled: CompiledPattern;
  try {
    const regex = new RegExp('^(?:' + patternSource(from) + ')$');
    // A regex with n groups matches the empty alternative `|` and reports n + 1 entries.
    const captures = new RegExp(regex.source + '|').exec('')!.length - 1;
    compiled = { ok: true, regex, captures };
  } catch (error) {
    compiled = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  if (cache.size > 5000) cache.clear();
  cache.set(from, compiled);
  return compiled;
}

const PARAM = /\$(?:\{(\d{1,2})\}|(\d{1,2}))/g;

/** The numbered parameters (`$1`, `${2}`) a target refers to, in order of appearance. */
export function targetParameters(to: string): number[] {
  const found: number[] = [];
  for (const m of to.matchAll(PARAM)) found.push(Number(m[1] ?? m[2]));
  return found;
}

/** Replaces `$n` in a target with the n-th capture ('' where there is none), like `preg_replace`. */
export function substituteParameters(to: string, captures: readonly (string | undefined)[]): string {
  return to.replace(PARAM, (_all, braced: string | undefined, plain: string | undefined) => captures[Number(braced ?? plain)] ?? '');
}

/** Whether a pattern segment is plain text (no regular-expression syntax). */
export function isLiteralSegment(segment: string): boolean {
  return !/[\\^$.|?*+()[\]{}]/.test(segment);
}
