#!/usr/bin/env bash
# Every test, in order of cost: types, lint and format, unit, integration (real PostgreSQL, Redis, S3), end to end
# (Chromium against the built marketplace). Stops at the first failing tier and says which one in
# its last line; a failed end-to-end run keeps its HTML report in playwright-report/ and its
# traces, screenshots and server logs in test-results/.
set -uo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

tier() {
  local name=$1
  shift
  step "$name"
  local started=$SECONDS
  "$@"
  local code=$?
  if ((code != 0)); then
    if [[ $name == end-to-end* ]]; then
      printf '\nPlaywright report: playwright-report/index.html (npx playwright show-report)\n'
      printf 'Traces, screenshots and server logs: test-results/\n'
    fi
    printf '\n\033[1;31mFAILED: %s\033[0m (exit code %d, after %d s)\n' "$name" "$code" $((SECONDS - started))
    exit "$code"
  fi
  printf '\033[32mpassed: %s\033[0m (%d s)\n' "$name" $((SECONDS - started))
}

step "Node $(node --version) (npm $(npm --version))"
tier "build" npm run --silent build
tier "type check" npm run --silent typecheck
tier "lint and format" bash -c "npm run --silent lint && npm run --silent format:check"
tier "unit tests" npx jest --selectProjects unit client
tier "integration tests" npx jest --selectProjects integration --maxWorkers=2
tier "end-to-end tests" npx playwright test
printf '\n\033[1;32mPASSED: every tier\033[0m (%d s)\n' "$SECONDS"
