// Classes a routes file declares for their static parts: class constants (`self::PREFIX`, `AppRoutes::PREFIX`) and
// static methods (`AppRoutes::pages()`), looked up through `self`, `static`, `parent` and the class's parents.
// Instances (`new`, `$this`) are not evaluated.

import type { Value } from '../core/values';
import type { PhpNode } from './php-parse';

export interface PhpClass {
  name: string;
  parent: string | undefined;
  /** Static methods by lower-case name. */
  methods: Map<string, PhpNode>;
  /** Constants' value expressions by name. */
  constants: Map<string, PhpNode>;
  /** Constants evaluated so far (each is evaluated once, in its class). */
  values: Map<string, Value>;
}

const nameOf = (node: unknown): string => String((node as PhpNode | undefined)?.name ?? node ?? '');

/** A class declaration's constants and static methods. */
export function declaredClass(node: PhpNode): PhpClass {
  const cls: PhpClass = {
    name: nameOf(node.name),
    parent: node.extends ? nameOf(node.extends).replace(/^\\/, '') : undefined,
    methods: new Map(),
    constants: new Map(),
    values: new Map(),
  };
  for (const member of (node.body as PhpNode[] | undefined) ?? []) {
    if (member.kind === 'classconstant')
      for (const constant of (member.constants as PhpNode[]) ?? []) cls.constants.set(nameOf(constant.name), constant.value as PhpNode);
    else if (member.kind === 'method' && member.isStatic === true && member.body) cls.methods.set(nameOf(member.name).toLowerCase(), member);
  }
  return cls;
}

/** The classes of the evaluation, and the class whose static method or constant runs now (for `self::`). */
export class PhpClasses {
  private readonly byName = new Map<string, PhpClass>();
  private readonly running: PhpClass[] = [];

  declare(node: PhpNode): void {
    const cls = declaredClass(node);
    if (!this.byName.has(cls.name.toLowerCase())) this.byName.set(cls.name.toLowerCase(), cls);
  }

  /** The class a static lookup names (`A`, `self`, `static`, `parent`), if it is one of the file's. */
  resolve(what: PhpNode): PhpClass | undefined {
    const current = this.running.at(-1);
    if (what.kind === 'selfreference' || what.kind === 'staticreference') return current;
    if (what.kind === 'parentreference') return current?.parent ? this.byName.get(current.parent.toLowerCase()) : undefined;
    if (what.kind === 'name') return this.byName.get(nameOf(what).replace(/^\\/, '').toLowerCase());
    return undefined;
  }

  /** A member looked up through the class and its parents. */
  find<T>(cls: PhpClass, get: (cls: PhpClass) => T | undefined): { owner: PhpClass; member: T } | undefined {
    const seen = new Set<PhpClass>();
    for (let c: PhpClass | undefined = cls; c && !seen.has(c); c = c.parent ? this.byName.get(c.parent.toLowerCase()) : undefined) {
      seen.add(c);
      const member = get(c);
      if (member !== undefined) return { owner: c, member };
    }
    return undefined;
  }

  /**
   * The lower-case names of a class and of its parents, through the file's classes and then PHP's own exception
   * classes; undefined when the chain reaches a class that is neither (its parents are not known).
   */
  lineage(name: string): string[] | undefined {
    const chain: string[] = [];
    for (let current: string | undefined = name.replace(/^\\/, '').toLowerCase(); current !== undefined;) {
      if (chain.includes(current)) return undefined;
      chain.push(current);
      const declared = this.byName.get(current);
      if (declared) current = declared.parent?.toLowerCase();
      else if (current in BUILT_IN_THROWABLES) current = BUILT_IN_THROWABLES[current] || undefined;
      else return undefined;
    }
    return [...chain, 'throwable'];
  }

  /** Runs `body` with `cls` as the class of `self::`. */
  within<T>(cls: PhpClass, body: () => T): T {
    this.running.push(cls);
    try {
      return body();
    } finally {
      this.running.pop();
    }
  }
}

/** PHP's own exception and error classes, each with its parent ('' for the roots, which implement Throwable). */
const BUILT_IN_THROWABLES: Record<string, string> = {
  exception: '',
  error: '',
  errorexception: 'exception',
  logicexception: 'exception',
  badfunctioncallexception: 'logicexception',
  badmethodcallexception: 'badfunctioncallexception',
  domainexception: 'logicexception',
  invalidargumentexception: 'logicexception',
  lengthexception: 'logicexception',
  outofrangeexception: 'logicexception',
  runtimeexception: 'exception',
  outofboundsexception: 'runtimeexception',
  overflowexception: 'runtimeexception',
  rangeexception: 'runtimeexception',
  underflowexception: 'runtimeexception',
  unexpectedvalueexception: 'runtimeexception',
  jsonexception: 'exception',
  typeerror: 'error',
  valueerror: 'error',
  argumentcounterror: 'typeerror',
  arithmeticerror: 'error',
  divisionbyzeroerror: 'arithmeticerror',
  unhandledmatcherror: 'error',
};
