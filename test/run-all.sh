#!/usr/bin/env bash
# Every test, in order of cost: types, unit, integration (real PostgreSQL, Redis, S3), end to end
# (Chromium against the built marketplace). Stops at the first failing tier.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "build"
npm run --silent build
step "type check"
npm run --silent typecheck
step "unit tests"
npx jest --selectProjects unit client
step "integration tests"
npx jest --selectProjects integration --maxWorkers=2
step "end-to-end tests"
npx playwright test
