#!/usr/bin/env bash
# npm run e2e:prism — the production build against Stoplight Prism serving the generated OpenAPI
# document in dynamic mode (no project mock involved). Ports: PRISM_PORT (4011), PRISM_APP_PORT (4012),
# PRISM_DRIFT_PORT (4013, the drift collector e2e/support/prism.ts starts); PRISM_DIST_DIR (dist-prism).
set -euo pipefail
cd "$(dirname "$0")/../.."
PRISM_PORT="${PRISM_PORT:-4011}"
PRISM_APP_PORT="${PRISM_APP_PORT:-4012}"
PRISM_DRIFT_PORT="${PRISM_DRIFT_PORT:-4013}"
export PRISM_PORT PRISM_APP_PORT PRISM_DRIFT_PORT

npx tsx scripts/generate/openapi-document.ts
# The app calls Prism directly (Prism answers CORS), and beacons contract drift to a collector on another
# origin, as a production collector would be (its origin joins connect-src): the drift reporter switched on.
VITE_API_BASE="http://127.0.0.1:${PRISM_PORT}" \
  VITE_CONTRACT_REPORT_URL="http://127.0.0.1:${PRISM_DRIFT_PORT}/drift" \
  npx vite build --outDir "${PRISM_DIST_DIR:-dist-prism}" --emptyOutDir --logLevel warn
npx playwright test -c playwright.prism.config.ts "$@"
