// Route targets and HMVC controllers: what a target string resolves to (hover, definition, document links),
// and the module areas a context() reaches.

import { VERB_METHODS } from '@routelens/shared';
import type { AnalyzedRoute } from '../analysis/analyze';
import type { ControllerIndex, Resolution } from '../db/hmvc';
import { displayPath } from '../db/hmvc';
import type { RouteCallSyntax } from '../analysis/core/source-index';
import type { Snapshot } from '../db/snapshot';
import type { Span } from '../base/text';
import type { LiteralTarget as TargetAt } from './route-writes';
import { literalAt, routeWriteAt, writeTarget, writeTargetsIn } from './route-writes';

const TARGET_ARGUMENT: Record<string, number> = Object.fromEntries(VERB_METHODS.map((method) => [method, 1]));

/** The literal target string of a verb call, if the call has one. */
export function targetOf(snapshot: Snapshot, file: string, call: RouteCallSyntax): TargetAt | undefined {
  const index = TARGET_ARGUMENT[call.method];
  const arg = index === undefined ? undefined : call.args[index];
  return arg && literalAt(snapshot, { file, start: arg.start, end: arg.end });
}

/** The literal target at `offset`: of a verb call, or of a `$route[...] = '…'` line of a PHP routes file. */
export function targetAt(snapshot: Snapshot, file: string, offset: number): TargetAt | undefined {
  const call = snapshot.callAt(file, offset);
  let target = call ? targetOf(snapshot, file, call) : undefined;
  if (!call) {
    const write = routeWriteAt(snapshot, file, offset);
    target = write && writeTarget(snapshot, write.op);
  }
  return target && offset >= target.span.start - 1 && offset <= target.span.end + 1 ? target : undefined;
}

function describeResolution(resolution: Resolution): string {
  if (resolution.found) {
    const where = resolution.controller.module ? `module **${resolution.controller.module}**` : 'the application';
    return `→ \`${displayPath(resolution.controller.file)}\` → \`${resolution.controller.cls?.name ?? resolution.controller.base}::${resolution.method}()\` (${where})`;
  }
  if (resolution.missing === 'action') return `→ \`${displayPath(resolution.controller.file)}\`, which has **no public method \`${resolution.method}()\`**`;
  return '→ **no controller** (no module, sub-folder or controller of that name)';
}

/** Markdown about a target: where it resolves, or for a target with `$n`, which controllers it could reach. */
export function targetMarkdown(index: ControllerIndex, target: string): string {
  if (target.includes('$')) {
    const candidates = index.candidates(target);
    if (candidates.length === 0) return `**Target** \`${target}\` depends on the request ($n), and no controller matches its fixed segments.`;
    return `**Target** \`${target}\` depends on the request; candidates:\n\n${candidates.map((c) => `- \`${displayPath(c.file)}\`${c.module ? ` (module ${c.module})` : ''}`).join('\n')}`;
  }
  return `**Target** \`${target}\` ${describeResolution(index.resolve(target))}`;
}

/** For context(): the concrete URL area of each module that has the controller, and where the home route goes. */
export function contextMarkdown(index: ControllerIndex, routes: readonly AnalyzedRoute[]): string {
  const wildcard = routes.find((r) => r.call === 'context' && r.to.startsWith('$'));
  if (!wildcard) return '';
  const area = wildcard.from.split('/(:any)')[0];
  const controller = wildcard.to.split('/')[1];
  const modules = index.moduleControllersNamed(controller);
  const lines = modules.length
    ? modules.map((c) => `- \`${area}/${c.module}/…\` → \`${displayPath(c.file)}\` (${[...c.methods.keys()].join(', ') || 'no public methods'})`)
    : [`- no module has a controller named \`${controller}\``];
  const home = routes.find((r) => r.call === 'context' && r.action === 'home');
  if (home) lines.push(`- home: \`${home.from}\` → \`application/controllers/${home.to}\` ${describeResolution(index.resolve(home.to))}`);
  return `**Modules in the \`${area}\` area** (controller \`${controller}\`):\n\n${lines.join('\n')}`;
}

/** Where a target goes: the controller's method (or the controller file when the method is missing). */
export function targetDefinition(snapshot: Snapshot, file: string, offset: number): Span[] {
  const index = snapshot.controllers;
  const at = targetAt(snapshot, file, offset);
  if (!index || !at || at.target.includes('$')) return [];
  const resolution = index.resolve(at.target);
  if (resolution.found) return [{ file: resolution.methodFile, start: resolution.methodOffset, end: resolution.methodOffset + resolution.method.length }];
  if (resolution.missing === 'action') return [{ file: resolution.controller.file, start: 0, end: 0 }];
  return [];
}

export interface TargetLink {
  span: Span;
  file: string;
  offset: number;
  tooltip: string;
}

/** Document links from every literal target to its controller method. */
export function documentLinks(snapshot: Snapshot, file: string): TargetLink[] {
  const index = snapshot.controllers;
  const parsed = snapshot.parsed(file);
  if (!index || index.size === 0 || !parsed) return [];
  const links: TargetLink[] = [];
  const targets = [...parsed.routeCalls.map((call) => targetOf(snapshot, file, call)), ...writeTargetsIn(snapshot, file)];
  for (const at of targets) {
    if (!at || at.target.includes('$')) continue;
    const resolution = index.resolve(at.target);
    if (!resolution.found && resolution.missing === 'controller') continue;
    const controller = resolution.controller;
    links.push({
      span: at.span,
      file: resolution.found ? resolution.methodFile : controller.file,
      offset: resolution.found ? resolution.methodOffset : 0,
      tooltip: resolution.found
        ? `${displayPath(controller.file)} → ${resolution.method}()`
        : `${displayPath(controller.file)} (no method ${resolution.method})`,
    });
  }
  return links;
}
