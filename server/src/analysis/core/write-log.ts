// What the branches of an undecided condition write into values that outlive them, for every front end that shares
// values by reference: each branch runs from the state before the condition (what an earlier branch wrote is put
// back before the next runs), and afterwards each value holds what every branch left there where they agree, and
// is Unknown where they do not. A branch that pushed to an array or set a key of an object, a function it called that
// assigned a variable of an outer scope: none of it is taken as certain.

import type { ArrayValue, ObjectValue, Value } from './values';
import { Unknown } from './values';

/** A variable, as the write log sees it (core/context.ts' Binding). */
interface VariableSlot {
  value?: Value;
}

/** What has own properties: an object, or a function with properties set on it. */
interface PropsHolder {
  props: Map<string, Value>;
}

/** A target of writes: a variable, an object's (or a function's) properties, an array's items, a collection's entries. */
type Target = VariableSlot | PropsHolder | ObjectValue | ArrayValue;

/** The state of a target at one moment: a copy of what it holds. */
type State =
  | { kind: 'variable'; value: Value }
  | { kind: 'object'; props: Map<string, Value> }
  | { kind: 'array'; items: Value[]; props?: Map<string, Value> }
  | { kind: 'entries'; entries: Map<Value, Value> };

function stateOf(target: Target, kind: State['kind']): State {
  switch (kind) {
    case 'variable':
      return { kind, value: (target as VariableSlot).value };
    case 'object':
      return { kind, props: new Map((target as PropsHolder).props) };
    case 'array': {
      const props = (target as ArrayValue).props;
      return { kind, items: (target as ArrayValue).items.slice(), ...(props ? { props: new Map(props) } : {}) };
    }
    case 'entries':
      return { kind, entries: new Map((target as ObjectValue).collection?.entries) };
  }
}

function restore(target: Target, state: State): void {
  switch (state.kind) {
    case 'variable':
      (target as VariableSlot).value = state.value;
      return;
    case 'object': {
      const props = (target as PropsHolder).props;
      props.clear();
      for (const [k, v] of state.props) props.set(k, v);
      return;
    }
    case 'array': {
      // In place: what holds the items array itself (a method read before) sees the change.
      const items = (target as ArrayValue).items;
      items.length = 0;
      for (const item of state.items) items.push(item);
      (target as ArrayValue).props = state.props && new Map(state.props);
      return;
    }
    case 'entries': {
      const entries = (target as ObjectValue).collection?.entries;
      if (!entries) return;
      entries.clear();
      for (const [k, v] of state.entries) entries.set(k, v);
      return;
    }
  }
}

/** What one branch changed: each target's state before the branch and at its end. */
export type BranchWrites = Map<Target, { before: State; after: State }>;

export class WriteLog {
  private readonly regions: Map<Target, State>[] = [];

  /** Whether a branch of an undecided condition is running (writes are logged only then). */
  get active(): boolean {
    return this.regions.length > 0;
  }

  /** Before a variable is assigned. */
  variable(slot: VariableSlot): void {
    if (this.regions.length) this.save(slot, 'variable');
  }

  /** Before an object's (or a function's) own properties change. */
  object(object: PropsHolder): void {
    if (this.regions.length) this.save(object, 'object');
  }

  /** Before an array's items change. */
  array(array: ArrayValue): void {
    if (this.regions.length) this.save(array, 'array');
  }

  /** Before the entries of a Set or Map (`collection`, the object that holds them) change. */
  entries(collection: ObjectValue): void {
    if (this.regions.length) this.save(collection, 'entries');
  }

  private save(target: Target, kind: State['kind']): void {
    for (const region of this.regions) if (!region.has(target)) region.set(target, stateOf(target, kind));
  }

  /** A branch begins. */
  begin(): void {
    this.regions.push(new Map());
  }

  /** The branch ends: what it changed, each target put back as it was before the branch. */
  end(): BranchWrites {
    const region = this.regions.pop() ?? new Map<Target, State>();
    const writes: BranchWrites = new Map();
    for (const [target, before] of region) {
      writes.set(target, { before, after: stateOf(target, before.kind) });
      restore(target, before);
    }
    return writes;
  }

  /**
   * After every branch of a condition ran (each from the state before it): every target any branch wrote holds what
   * all branches left there where they agree (a branch that did not write it left it as it was), else Unknown
   * (`reason`: the condition not known, asked for only when something was written). The merge is a write of the
   * region around, if any.
   */
  merge(branches: readonly BranchWrites[], reason: () => { why: string; text: string }): void {
    const targets = new Map<Target, State>();
    for (const writes of branches) for (const [target, { before }] of writes) if (!targets.has(target)) targets.set(target, before);
    if (targets.size === 0) return;
    const { why, text } = reason();
    for (const [target, before] of targets) {
      const states = branches.map((writes) => writes.get(target)?.after ?? before);
      this.save(target, before.kind);
      restore(target, merged(states, why, text, target));
    }
  }
}

/** The state every branch left where they agree, Unknown in the parts where they differ. */
function merged(states: readonly State[], why: string, text: string, target: Target): State {
  const unknown = () => new Unknown(why, text);
  const first = states[0];
  switch (first.kind) {
    case 'variable': {
      const values = states.map((s) => (s as typeof first).value);
      return { kind: 'variable', value: values.every((v) => v === values[0]) ? values[0] : unknown() };
    }
    case 'object': {
      const all = states as (typeof first)[];
      const orders = all.map((s) => [...s.props.keys()].join('\u0000'));
      const props = new Map<string, Value>();
      for (const state of all) {
        for (const key of state.props.keys()) {
          if (props.has(key)) continue;
          const values = all.map((s) => (s.props.has(key) ? s.props.get(key) : ABSENT));
          props.set(key, values.every((v) => v === values[0]) ? (values[0] as Value) : unknown());
        }
      }
      // Keys some branches have and others not, or in another order: which keys it has is not known.
      if (orders.some((order) => order !== orders[0])) props.set('…', unknown());
      return { kind: 'object', props };
    }
    case 'array': {
      const all = states as (typeof first)[];
      const length = all[0].items.length;
      const sameProps = (a?: Map<string, Value>, b?: Map<string, Value>) =>
        (a?.size ?? 0) === (b?.size ?? 0) && [...(a ?? [])].every(([k, v]) => b?.get(k) === v);
      if (all.some((s) => s.items.length !== length || !sameProps(s.props, all[0].props))) {
        // How many items it has is not known: the array is marked so (see ArrayValue.unknown).
        (target as ArrayValue).unknown = unknown();
        return { kind: 'array', items: [] };
      }
      return { kind: 'array', items: all[0].items.map((item, i) => (all.every((s) => s.items[i] === item) ? item : unknown())) };
    }
    case 'entries': {
      const all = states as (typeof first)[];
      const keys = all.map((s) => [...s.entries.keys()]);
      const same = keys.every((k) => k.length === keys[0].length && k.every((key, i) => key === keys[0][i]));
      if (!same) {
        // Which entries it has is not known: it is no longer a collection the evaluator knows.
        const owner = target as ObjectValue;
        owner.collection = undefined;
        owner.props.set('…', unknown());
        return { kind: 'entries', entries: new Map() };
      }
      return { kind: 'entries', entries: new Map([...all[0].entries].map(([k, v]) => [k, all.every((s) => s.entries.get(k) === v) ? v : unknown()])) };
    }
  }
}

const ABSENT = Symbol('absent');

/**
 * The one write log of the evaluation: evaluation is synchronous, so the branches open now are those of the
 * evaluation running (core/branches.ts opens and closes them, also when an evaluation stops inside one).
 */
export const writes = new WriteLog();
