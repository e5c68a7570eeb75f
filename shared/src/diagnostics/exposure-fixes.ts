// Quick fixes shared by the exposure diagnostics.

import type { Fix, FixContext } from './definition';

/**
 * Routes that send a method's automatic URLs (the diagnostic's `automatic`: route keys matching every way each may
 * be written) to the 404_override, at the end of routes.php: one edit closes every URL the finding names.
 */
export function overrideRouteFix(context: FixContext): Fix[] {
  const automatic = context.data?.automatic;
  const keys = Array.isArray(automatic) ? automatic.filter((k): k is string => typeof k === 'string') : [];
  const target = context.overrideRoute();
  const text = target && context.text(target.file);
  if (keys.length === 0 || !target || text === undefined) return [];
  const at = text.replace(/\s*(\?>\s*)?$/, '').length;
  const lines = keys.map((key) => `\n$route['${key.replace(/[\\']/g, '\\$&')}'] = '${target.override}';`).join('');
  const file = target.file.split(/[\\/]/).slice(-2).join('/');
  const urls = Array.isArray(context.data?.urls) ? context.data.urls.filter((u): u is string => typeof u === 'string') : [];
  const named = urls.length ? ` ${urls.join(', ')}` : '';
  return [
    {
      title: `Send the automatic URL${urls.length > 1 ? 's' : ''}${named} to the 404_override (${keys.length === 1 ? 'a route' : 'routes'} in ${file})`,
      preferred: false,
      edits: [{ span: { file: target.file, start: at, end: at }, newText: lines }],
    },
  ];
}

/** Where the visibility of the PHP method named at `nameOffset` is written (empty, before `function`, when none is). */
export function visibilityAt(text: string, nameOffset: number): { start: number; end: number } | undefined {
  const before = text.slice(Math.max(0, nameOffset - 200), nameOffset);
  const found = /((?:(?:public|static|final|abstract)\s+)*)function\s+&?\s*$/.exec(before);
  if (!found) return undefined;
  const base = nameOffset - before.length + found.index;
  const word = /\bpublic\b/.exec(found[1]);
  return word ? { start: base + word.index, end: base + word.index + word[0].length } : { start: base, end: base };
}

/** A PHP method made protected (no URL reaches it then), at the diagnostic's place: the method's name. */
export function protectedFix(context: FixContext, preferred: boolean): Fix[] {
  const { file, start } = context.span;
  const text = context.text(file);
  const at = file.endsWith('.php') && text !== undefined ? visibilityAt(text, start) : undefined;
  return at
    ? [
        {
          title: 'Make it protected (no URL reaches it then)',
          preferred,
          edits: [{ span: { file, ...at }, newText: at.start === at.end ? 'protected ' : 'protected' }],
        },
      ]
    : [];
}
