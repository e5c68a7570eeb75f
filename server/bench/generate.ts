// Generates realistic route configs of a given size, for the benchmark and the soak test.

/** A config of about `calls` Route calls: named verb routes, resources with options, contexts, prefixes, nested handlers, blocks and imports. */
export function generateConfig(calls: number, seed = 1, importFrom = './constants'): string {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const words = ['users', 'photos', 'orders', 'invoices', 'reports', 'posts', 'tags', 'files', 'teams', 'events'];
  const word = () => words[Math.floor(random() * words.length)];
  const lines = [
    "import { Route } from '@routelens/shared';",
    `import { API, LEGACY } from '${importFrom}';`,
    '',
    "const route: Record<string, string> = { default_controller: 'welcome' };",
  ];
  let made = 0;
  let group = 0;
  while (made < calls) {
    group++;
    const kind = random();
    if (kind < 0.4) {
      const verb = ['get', 'post', 'put', 'delete', 'any'][Math.floor(random() * 5)];
      lines.push(`Route.${verb}('${word()}/g${group}/(:num)', '${word()}/show/$1', { as: 'r${group}' });`);
      made += 1;
    } else if (kind < 0.55) {
      lines.push(`Route.resources('${word()}${group}', { module: 'm${group % 7}', constraint: '(:num)', controller: '${word()}' });`);
      made += 1;
    } else if (kind < 0.62) {
      lines.push(`Route.context('area${group}', { home: 'dashboard' });`);
      made += 1;
    } else if (kind < 0.85) {
      lines.push(`Route.prefix(\`\${API}/(v[0-9]+)/g${group}\`, () => {`);
      lines.push(`  Route.get('${word()}', '${word()}/index', { as: 'p${group}' });`);
      lines.push(`  Route.post('${word()}/(:num)', '${word()}/save/$2');`);
      lines.push(`  Route.resources('${word()}', { offset: 1 });`);
      lines.push('});');
      made += 4;
    } else if (kind < 0.95) {
      lines.push(`Route.get('parent${group}/(:num)', 'parents/show/$1', {}, () => {`);
      lines.push(`  Route.any('child', 'children/index/$1');`);
      lines.push(`  Route.resources('items${group}');`);
      lines.push('});');
      made += 3;
    } else {
      lines.push(`Route.block([LEGACY + '/${group}', 'old/${group}/(:any)']);`);
      made += 1;
    }
  }
  lines.push("const home = Route.named('r1');");
  lines.push('export const routes = Route.map(route);');
  return lines.join('\n') + '\n';
}

export const CONSTANTS = "export const API = 'api/v2';\nexport const LEGACY = 'legacy';\n";
