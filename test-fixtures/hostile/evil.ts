// Imported by the hostile config: top-level side effects that must never run.
import { spawnSync } from 'node:child_process';

spawnSync('sh', ['-c', 'touch /tmp/routelens-hostile-imported']);

export function evil(): string {
  require('fs').writeFileSync('/tmp/routelens-hostile-call', 'x');
  return 'evil';
}
