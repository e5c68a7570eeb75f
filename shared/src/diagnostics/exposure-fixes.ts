// Quick fixes shared by the exposure diagnostics.

import type { Fix, FixContext } from './definition';

/** A route that sends a method's automatic URL (the diagnostic's `automatic`) to the 404_override, at the end of routes.php. */
export function overrideRouteFix(context: FixContext): Fix[] {
  const automatic = context.data?.automatic;
  const target = context.overrideRoute();
  const text = target && context.text(target.file);
  if (typeof automatic !== 'string' || !target || text === undefined) return [];
  const at = text.replace(/\s*(\?>\s*)?$/, '').length;
  return [
    {
      title: `Send the automatic URL /${automatic} to the 404_override (a route in ${target.file.split(/[\\/]/).slice(-2).join('/')})`,
      preferred: false,
      edits: [{ span: { file: target.file, start: at, end: at }, newText: `\n$route['${automatic}(/.*)?'] = '${target.override}';` }],
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
