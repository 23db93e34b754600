#!/usr/bin/env bash
# The one way this project installs its npm packages: `.ci/run` and the GitHub Pages workflow
# (.github/workflows/pages.yml) both run it, so the deployment installs exactly as CI does.
#
# `npm ci` installs the lock file as it is. The registry reachable where the lock file is written
# does not serve some optional platform packages of umi's unused utoopack bundler
# (@utoo/pack-darwin-arm64@1.5.22 and others), so the lock file lacks their entries and `npm ci`
# refuses it; `npm install` then installs the same locked versions and fills in what the platform
# needs.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "install: node $(node --version), npm $(npm --version)"
if ! npm ci --no-audit --no-fund; then
  echo "install: npm ci could not use the lock file as it is; installing the locked versions with npm install"
  npm install --no-audit --no-fund
fi
