// Signature help inside `Route.url('name', …)`: the named route's parameters, one per capture group of its `from`,
// each shown with its pattern, the active one following the cursor.

import { captureGroups } from '@routelens/shared';
import type { Snapshot } from '../db/snapshot';
import type { SignatureResult } from './feature-results';
import { ci4SignatureHelp } from './ci4-signature';
export type { SignatureResult } from './feature-results';

export function signatureHelp(snapshot: Snapshot, file: string, offset: number): SignatureResult | null {
  if (snapshot.ci4AppOf(file)) return ci4SignatureHelp(snapshot.text(file) ?? '', offset);
  // Spaces typed after the last argument of a call still being typed (`Route.url('name', |`) are not in its span.
  const text = snapshot.text(file) ?? '';
  let back = offset;
  while (back > 0 && /\s/.test(text[back - 1])) back--;
  const call = snapshot.callAt(file, offset) ?? snapshot.callAt(file, back);
  if (!call || call.method !== 'url' || offset < call.argsStart) return null;
  // Past the last argument of a call still being typed (`Route.url('name', ` before the next one): still inside.
  if (offset > call.argsEnd && !/^[\s,]*$/.test(text.slice(call.argsEnd, offset))) return null;
  const use = snapshot.namedUses().find((u) => u.call.file === file && u.call.start === call.start);
  const from = use ? snapshot.named(file).get(use.name) : undefined;
  if (!use || from === undefined) return null;
  const groups = captureGroups(from);
  const parts = [`name: '${use.name}'`, ...groups.map(([start, end], i) => `$${i + 1}: ${from.slice(start, end)}`)];
  let label = 'Route.url(';
  const parameters: [number, number][] = [];
  parts.forEach((part, i) => {
    if (i > 0) label += ', ';
    parameters.push([label.length, label.length + part.length]);
    label += part;
  });
  label += ')';
  // The argument the cursor is in: how many argument ends come before it.
  const active = call.args.filter((arg) => arg.end < offset).length;
  return {
    label,
    documentation: `'${use.name}' is '${from}': ${groups.length} parameter${groups.length === 1 ? '' : 's'}, each checked against its pattern.`,
    parameters,
    active: Math.min(active, parts.length - 1),
  };
}
