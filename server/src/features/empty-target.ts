// What a route whose target is '' does, in the one phrase every surface shows (the list, the route view, hovers,
// symbols): what the resolver (db/requests.ts) runs for a path the route matches. CodeIgniter 3 runs the default
// controller there (`''` blocks only the automatic URL); under HMVC, and in the Node router, the 404_override; with
// none, a 404.

import type { Verb } from '@routelens/shared';
import { VERBS } from '@routelens/shared';
import { appRequests } from '../db/requests';
import type { Snapshot } from '../db/snapshot';
import { sampleUrl } from './sample-url';

const texts = new WeakMap<Snapshot, Map<string, string>>();

/** `'' (runs the default controller Home::index())`, `'' (runs the 404_override Errors::missing())`, `'' (404)`. */
export function emptyTargetText(snapshot: Snapshot, verb: string, from: string): string {
  let known = texts.get(snapshot);
  if (!known) texts.set(snapshot, (known = new Map()));
  const id = `${verb} ${from}`;
  let text = known.get(id);
  if (text === undefined) known.set(id, (text = resolved(snapshot, verb, from)));
  return text;
}

function resolved(snapshot: Snapshot, verb: string, from: string): string {
  const requests = appRequests(snapshot);
  const sample = sampleUrl(from);
  if (!requests || sample === null) return "'' (404)";
  const method: Verb = (VERBS as readonly string[]).includes(verb) ? (verb as Verb) : 'GET';
  const result = requests.resolve(method, '/' + sample);
  const r = result.runs;
  // The path is this route's; where an earlier route wins its sample, its own target resolved.
  const runs = result.route?.from === from ? r : requests.controllers.run('', requests.settings).runs;
  return emptyTargetPhrase(runs && { via: runs.via, call: `${runs.class}::${runs.method}()` });
}

/** The words for a '' target, given what runs for it (`call`: `Class::method()`), or nothing. */
export function emptyTargetPhrase(runs: { via?: string; call?: string } | null | undefined): string {
  if (!runs?.call) return "'' (404)";
  if (runs.via === 'default_controller') return `'' (runs the default controller ${runs.call})`;
  if (runs.via === '404_override') return `'' (runs the 404_override ${runs.call})`;
  return `'' (runs ${runs.call})`;
}
