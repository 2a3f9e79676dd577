#!/usr/bin/env bash
# The `npm test` pipeline: cheapest checks first so a broken tree fails in seconds, not after the build.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Locate a Chromium for Playwright and the Storybook browser tests (Playwright cannot download its own here).
find_chromium() {
  if [[ -n "${CHROMIUM_PATH:-}" ]]; then
    if [[ -x "${CHROMIUM_PATH}" ]]; then echo "$CHROMIUM_PATH"; return; fi
    echo "WARNING: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable; looking elsewhere" >&2
  fi
  if [[ -x /usr/bin/chromium ]]; then echo /usr/bin/chromium; return; fi
  command -v chromium 2>/dev/null || command -v chromium-browser 2>/dev/null || true
}
CHROMIUM="$(find_chromium)"
if [[ -z "$CHROMIUM" ]]; then
  if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
    echo "==> Chromium not found; installing Debian's chromium (about 45 s)"
    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium fonts-noto-cjk
    CHROMIUM="$(find_chromium)"
  fi
fi
if [[ -z "$CHROMIUM" ]]; then
  echo "ERROR: no Chromium found. Install Debian's chromium (sudo apt-get install -y chromium fonts-noto-cjk)" >&2
  echo "       or point CHROMIUM_PATH at a Chromium/Chrome binary, then run npm test again." >&2
  exit 1
fi
export CHROMIUM_PATH="$CHROMIUM"
echo "==> Chromium: $CHROMIUM_PATH"

# WebKit for the WebKit step (scripts/ci/webkit/run.ts): Debian's WebKitGTK WebDriver with its MiniBrowser, and
# Xvfb, since MiniBrowser needs an X display even when nobody looks at it.
if ! command -v WebKitWebDriver >/dev/null || { [[ -z "${DISPLAY:-}" ]] && ! command -v Xvfb >/dev/null; }; then
  if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
    echo "==> WebKitWebDriver or Xvfb not found; installing Debian's webkit2gtk-driver and xvfb"
    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y webkit2gtk-driver xvfb
  else
    echo "ERROR: the WebKit step needs Debian's webkit2gtk-driver and xvfb (sudo apt-get install -y webkit2gtk-driver xvfb)" >&2
    exit 1
  fi
fi

# nginx with its brotli module for e2e/first-deploy-nginx.spec.ts, which serves dist/ with docs/deployment.md's
# server block (about 20 s to install; the spec runs its own nginx on a free port, never the system service).
if [[ ! -x /usr/sbin/nginx || ! -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]]; then
  if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
    echo "==> nginx not found; installing Debian's nginx and libnginx-mod-http-brotli-static"
    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y nginx libnginx-mod-http-brotli-static
  else
    echo "ERROR: the e2e step needs Debian's nginx and libnginx-mod-http-brotli-static (sudo apt-get install -y nginx libnginx-mod-http-brotli-static)" >&2
    exit 1
  fi
fi

# npm puts node_modules/.bin first on the PATH, so this is the Node every step runs: the `node` devDependency
# (Node 24 LTS from the npm registry), whatever Node the machine has for npm itself.
echo "==> Node $(node --version) ($(command -v node))"

TOTAL_START=$SECONDS
TIMINGS=()
LOGS="$(mktemp -d)"
trap 'rm -rf "$LOGS"' EXIT
# What a step's own summary says it ran: Vitest's "Tests  N passed", Playwright's "N passed", the WebKit run's
# routes. Read from the step's output, so the table at the end states counts this very run produced.
counted() {
  local log="$1"
  sed -E 's/\x1b\[[0-9;]*m//g' "$log" | grep -oE '^ +Tests +[0-9]+ passed|^ +[0-9]+ passed \(|^[^ ].* [0-9]+ routes$' | tail -1 |
    grep -oE '[0-9]+ (passed|routes)' | sed -E 's/ passed/ tests/' || true
}
# NPM_TEST_FROM=<step> starts at that step (after fixing what failed in it); the steps before are skipped, and
# the closing table says so.
FROM="${NPM_TEST_FROM:-}"
step() {
  local name="$1"; shift
  if [[ -n "$FROM" && "$name" != "$FROM" ]]; then
    TIMINGS+=("$(printf '%-10s skipped (NPM_TEST_FROM=%s)' "$name" "$NPM_TEST_FROM")")
    return
  fi
  FROM=""
  echo
  echo "==> [$name] $*"
  local start=$SECONDS
  local log="$LOGS/$name.log"
  if ! "$@" 2>&1 | tee "$log"; then
    echo "FAILED: [$name] after $((SECONDS - start)) s" >&2
    printf '%s\n' "${TIMINGS[@]}" >&2
    exit 1
  fi
  TIMINGS+=("$(printf '%-10s %4d s  %s' "$name" $((SECONDS - start)) "$(counted "$log")")")
  echo "<== [$name] ok in $((SECONDS - start)) s"
}

step typecheck npx tsc -b
step lint npm run lint
step unit npx vitest run --project unit --project unit-mock
if [[ -d .storybook ]]; then
  step stories npx vitest run --project storybook
else
  echo "==> [stories] skipped: no .storybook directory"
fi
step build npx vite build
# The msw e2e project's app: the mock in the page, built once (journeys wait for the chain only when they ask).
step build-msw env VITE_MOCK_BLOCK_TIME=0 npx vite build --mode mock-ui --outDir dist-msw --emptyOutDir
step budget npm run budget
# The static Storybook stakeholders are sent (storybook-static/); e2e/storybook.spec.ts opens this very build.
if [[ -d .storybook ]]; then
  step sb-build npm run build-storybook -- --quiet
  export PW_STORYBOOK_PREBUILT=1
fi
# dist/ and dist-msw/ were built above; playwright.config.ts skips its own build when PW_PREBUILT is set.
export PW_PREBUILT=1
step e2e npx playwright test
# The production build in a second engine: every route and the journey to the pay page in WebKit (MiniBrowser).
step webkit npm run test:webkit

echo
echo "All steps passed in $((SECONDS - TOTAL_START)) s:"
printf '  %s\n' "${TIMINGS[@]}"
