// Runs the command line in-process, as the tests do: its exit code and what it printed on each stream.

import { main } from '../../src/cli/main';

export async function runCli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, {
    out: (s) => {
      out += s;
    },
    err: (s) => {
      err += s;
    },
    color: false,
  });
  return { code, out, err };
}
