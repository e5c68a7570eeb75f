// A hostile route config: if it were executed it would write a file, spawn a process, read the environment
// and loop forever. routelens must list its routes without doing any of that.
import { writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import * as fs from 'fs';
import { Route } from '@routelens/route';
import { evil } from './evil';

writeFileSync('/tmp/routelens-hostile-written', 'executed!');
fs.writeFileSync(__dirname + '/written-by-config', 'executed!');
execSync('touch /tmp/routelens-hostile-spawned');

const secrets = { get token(): string { writeFileSync('/tmp/routelens-hostile-getter', 'x'); return process.env.SECRET ?? ''; } };

Route.get('health', 'status/health', { as: 'health' });
Route.any(`tokens/${secrets.token}`, 'auth/token');
Route.any(evil(), 'evil/index');
Route.resources('photos');

while (true) {
  execSync('touch /tmp/routelens-hostile-loop');
}
