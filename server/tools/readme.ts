// The generated and checked parts of the README and docs/: the Diagnostics table of docs/diagnostics.md (from
// features/diagnostic-docs.ts) and the samples (a code block after `<!-- sample: routelens ARGS -->` is that
// command's output, run from the repository root; a line `…` stands for lines left out). `npm run docs` rewrites
// the table; the README test checks both.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { diagnosticsTable } from '../src/features/diagnostic-docs';

export const README = path.resolve(__dirname, '../../../README.md');
/** The page with the Diagnostics table. */
export const DIAGNOSTICS_PAGE = path.resolve(__dirname, '../../../docs/diagnostics.md');

/** The README and every page of docs/, by path relative to the repository. */
export function documents(): { name: string; text: string }[] {
  const root = path.dirname(README);
  const docs = path.join(root, 'docs');
  return [
    { name: 'README.md', text: fs.readFileSync(README, 'utf8') },
    ...fs
      .readdirSync(docs)
      .filter((f) => f.endsWith('.md'))
      .map((f) => ({ name: `docs/${f}`, text: fs.readFileSync(path.join(docs, f), 'utf8') })),
  ];
}

const TABLE_HEAD = '| code | what it means | why it matters | how to fix |';

/** The page with its Diagnostics table made anew (the table runs from its header to the first line that is not a row). */
export function withDiagnosticsTable(readme: string): string {
  const lines = readme.split('\n');
  const start = lines.indexOf(TABLE_HEAD);
  if (start < 0) throw new Error('docs/diagnostics.md: no Diagnostics table');
  let end = start;
  while (end < lines.length && lines[end].startsWith('|')) end++;
  return [...lines.slice(0, start), diagnosticsTable(), ...lines.slice(end)].join('\n');
}

export interface Sample {
  /** The arguments of the command (after `routelens`). */
  args: string[];
  /** The block's lines. */
  lines: string[];
}

/** The checked samples of a page, in order. */
export function samplesOf(readme: string): Sample[] {
  const samples: Sample[] = [];
  const pattern = /<!-- sample: routelens ([^>]*?) -->\n```[a-z]*\n([\s\S]*?)\n```/g;
  for (const match of readme.matchAll(pattern)) samples.push({ args: match[1].split(' '), lines: match[2].split('\n') });
  return samples;
}

/**
 * Where a sample differs from the output it stands for: undefined when each of its parts (between `…` lines)
 * comes in order — the first at the start, the last at the end.
 */
export function sampleDifference(sample: readonly string[], output: readonly string[]): string | undefined {
  const parts: string[][] = [[]];
  for (const line of sample) {
    if (line === '…') parts.push([]);
    else parts[parts.length - 1].push(line);
  }
  let at = 0;
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p];
    const last = p === parts.length - 1;
    let found = -1;
    if (p === 0) found = 0;
    else if (last) found = output.length - part.length;
    else for (let i = at; i + part.length <= output.length && found < 0; i++) if (part.every((l, j) => output[i + j] === l)) found = i;
    if (found < at || part.some((l, j) => output[found + j] !== l)) {
      return `the lines from '${part[0] ?? ''}' are not the command's; it printed:\n${output.join('\n')}`;
    }
    at = found + part.length;
  }
  // With nothing left out, nothing may follow.
  if (parts.length === 1 && output.length !== parts[0].length) return `the command printed more:\n${output.join('\n')}`;
  return undefined;
}

if (require.main === module) {
  const text = fs.readFileSync(DIAGNOSTICS_PAGE, 'utf8');
  fs.writeFileSync(DIAGNOSTICS_PAGE, withDiagnosticsTable(text));
  process.stdout.write('docs/diagnostics.md: Diagnostics table written\n');
}
