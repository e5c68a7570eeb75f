// Class names as PHP resolves them in one file: its `namespace` and its `use` imports (`Home::class`,
// `Services::routes()` inside `namespace Config;`).

import type { PhpNode } from './php-parse';

export class PhpNames {
  /** The namespace the file's statements are in (`namespace Config;`), '' for the global one. */
  namespace = '';
  /** The file's `use` imports of classes: alias (lower case) to the fully qualified name. */
  private readonly uses = new Map<string, string>();

  /** A `use` statement (php-parser's `usegroup`): its class imports are remembered; function and const ones are not. */
  imports(node: PhpNode): void {
    for (const item of (node.items as PhpNode[]) ?? []) {
      const full = [node.name, item.name].filter(Boolean).join('\\').replace(/^\\/, '');
      const alias = (item.alias as PhpNode | null)?.name ?? full.split('\\').pop()!;
      if (!item.type && !node.type) this.uses.set(String(alias).toLowerCase(), full);
    }
  }

  /** A class name as PHP resolves it: fully qualified, then imports, then the namespace (no leading `\`). */
  resolve(node: PhpNode): string {
    const name = String(node.name);
    if (node.resolution === 'fqn' || name.startsWith('\\')) return name.replace(/^\\/, '');
    if (node.resolution === 'rn') return [this.namespace, name.replace(/^namespace\\/i, '')].filter(Boolean).join('\\');
    const [first, ...rest] = name.split('\\');
    const imported = this.uses.get(first.toLowerCase());
    if (imported) return [imported, ...rest].join('\\');
    return [this.namespace, name].filter(Boolean).join('\\');
  }
}
