#!/usr/bin/env bash
# PHP oracle tests: the PHP corpus and the PHP fuzzer, each file run by real PHP (Debian's php-cli) and compared with
# routelens. Installs php-cli with apt-get when it is missing (CI runs as root on a fresh machine).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v php >/dev/null; then
  if [ "$(id -u)" != 0 ]; then echo "test:php needs php-cli (install it, or run as root)" >&2; exit 2; fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends php-cli >/dev/null
fi

npm run --silent build
node --test --test-reporter=spec server/out/test-php/
