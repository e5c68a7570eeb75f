// The classes a PHP file declares (controllers and the base classes they extend), read with php-parser: names,
// parents, methods with their visibility, `static` and parameter counts. Nothing is run.

import type { DeclaredAttribute, DeclaredClass, DeclaredMethod } from '../../base/classes';
import type { PhpNode } from './php-parse';
import { parsePhp } from './php-parse';

function identifier(node: unknown): string | undefined {
  const n = node as PhpNode | string | null | undefined;
  if (typeof n === 'string') return n;
  return n && typeof n.name === 'string' ? n.name : undefined;
}

/** The attributes of a declaration, names qualified, literal arguments read. */
function attributesOf(node: PhpNode, namespace: string, uses: ReadonlyMap<string, string>): DeclaredAttribute[] {
  const literal = (value: PhpNode | undefined): string | string[] | undefined => {
    if (value?.kind === 'string') return String(value.value);
    if (value?.kind !== 'array') return undefined;
    const items = ((value.items as PhpNode[] | undefined) ?? []).map((e) =>
      e?.kind === 'entry' && !e.key && (e.value as PhpNode)?.kind === 'string' ? String((e.value as PhpNode).value) : undefined,
    );
    return items.every((i) => i !== undefined) ? (items as string[]) : undefined;
  };
  return ((node.attrGroups as PhpNode[] | undefined) ?? []).flatMap((group) =>
    ((group.attrs as PhpNode[] | undefined) ?? []).map((attr) => ({
      name: qualified(String(attr.name), namespace, uses),
      args: ((attr.args as PhpNode[] | undefined) ?? []).map((arg) =>
        arg.kind === 'namedargument' ? { name: String(arg.name), value: literal(arg.value as PhpNode) } : { value: literal(arg) },
      ),
    })),
  );
}

function methodOf(node: PhpNode, namespace: string, uses: ReadonlyMap<string, string>): DeclaredMethod | undefined {
  const name = identifier(node.name);
  if (!name) return undefined;
  const params = (node.arguments as PhpNode[] | undefined) ?? [];
  const variadic = params.some((p) => p.variadic === true);
  // A parameter with a default, and every one after it, is optional (PHP counts required ones up to the last without).
  let required = 0;
  params.forEach((p, i) => {
    if (!p.value && p.variadic !== true) required = i + 1;
  });
  const visibility = node.visibility === 'protected' || node.visibility === 'private' ? node.visibility : 'public';
  const at = (node.name as PhpNode).loc?.start.offset ?? node.loc?.start.offset ?? 0;
  const attributes = attributesOf(node, namespace, uses);
  return {
    name,
    visibility,
    isStatic: node.isStatic === true,
    required,
    total: variadic ? Infinity : params.length,
    declared: params.length,
    offset: at,
    ...(attributes.length ? { attributes } : {}),
  };
}

/** A class name as written, fully qualified against the file's namespace and `use` imports. */
function qualified(written: string, namespace: string, uses: ReadonlyMap<string, string>): string {
  if (written.startsWith('\\')) return written.slice(1);
  const [first, ...rest] = written.split('\\');
  const imported = uses.get(first.toLowerCase());
  if (imported !== undefined) return [imported, ...rest].join('\\');
  return namespace === '' ? written : `${namespace}\\${written}`;
}

function classOf(node: PhpNode, namespace: string, uses: ReadonlyMap<string, string>): DeclaredClass | undefined {
  const name = identifier(node.name);
  if (!name) return undefined;
  const parent = identifier(node.extends);
  const body = (node.body as PhpNode[] | undefined) ?? [];
  const traits = body
    .filter((m) => m?.kind === 'traituse')
    .flatMap((m) => ((m.traits as PhpNode[] | undefined) ?? []).map((t) => identifier(t)).filter((t): t is string => t !== undefined))
    .map((t) => qualified(t, namespace, uses));
  const methods = body
    .filter((m) => m?.kind === 'method')
    .map((m) => methodOf(m, namespace, uses))
    .filter((m): m is DeclaredMethod => m !== undefined);
  const end = node.loc?.end.offset;
  return {
    name,
    extends: parent ? parent.replace(/^\\/, '').split('\\').pop()! : null,
    namespace,
    ...(parent ? { parent: qualified(parent, namespace, uses) } : {}),
    ...(traits.length ? { traits } : {}),
    ...(attributesOf(node, namespace, uses).length ? { attributes: attributesOf(node, namespace, uses) } : {}),
    ...(node.kind === 'trait' ? { isTrait: true } : {}),
    ...(node.isAbstract === true ? { abstract: true } : {}),
    methods,
    offset: (node.name as PhpNode).loc?.start.offset ?? 0,
    ...(end !== undefined ? { closeBrace: end - 1 } : {}),
  };
}

/** Every class declared in the file, at any depth of namespaces and blocks (`if (!class_exists(...)) { class … }`). */
export function phpClasses(file: string, text: string): DeclaredClass[] {
  const program = parsePhp(file, text);
  const found: DeclaredClass[] = [];
  let namespace = '';
  let uses = new Map<string, string>();
  const visit = (nodes: unknown, depth: number): void => {
    if (!Array.isArray(nodes) || depth > 20) return;
    for (const node of nodes as PhpNode[]) {
      if (!node || typeof node !== 'object') continue;
      if (node.kind === 'class' || node.kind === 'trait') {
        const cls = classOf(node, namespace, uses);
        if (cls) found.push(cls);
        continue;
      }
      if (node.kind === 'usegroup') addUses(node, uses);
      if (node.kind === 'namespace') {
        namespace = typeof node.name === 'string' ? node.name.replace(/^\\/, '') : '';
        uses = new Map();
      }
      if (node.kind === 'namespace' || node.kind === 'block' || node.kind === 'declare') visit(node.children, depth + 1);
      if (node.kind === 'if') {
        visit([node.body], depth + 1);
        visit([node.alternate], depth + 1);
      }
    }
  };
  if (program) visit(program.children, 0);
  return found;
}

/** A `use A\B [as C], …;` statement's class imports, by lower-cased alias. */
function addUses(node: PhpNode, uses: Map<string, string>): void {
  if (node.type === 'function' || node.type === 'const') return;
  const prefix = typeof node.name === 'string' ? `${node.name.replace(/^\\/, '')}\\` : '';
  for (const item of (node.items as PhpNode[] | undefined) ?? []) {
    if (item.type === 'function' || item.type === 'const' || typeof item.name !== 'string') continue;
    const full = prefix + item.name.replace(/^\\/, '');
    const alias = identifier(item.alias) ?? full.split('\\').pop()!;
    uses.set(alias.toLowerCase(), full);
  }
}
