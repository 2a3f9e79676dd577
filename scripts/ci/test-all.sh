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

# The e2e journeys run in Debian's chromium-headless-shell (the same version's engine without the full browser:
# about a third less work per journey; E2E_CHROMIUM in playwright.config.ts). Without it they run in the full
# Chromium, slower, with the same checks.
if [[ -z "${CHROMIUM_HEADLESS_PATH:-}" && ! -x /usr/bin/chromium-headless-shell ]] &&
  [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
  echo "==> chromium-headless-shell not found; installing Debian's (about 10 s)"
  DEBIAN_FRONTEND=noninteractive apt-get install -y chromium-headless-shell ||
    { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium-headless-shell; } || true
fi
if [[ -z "${CHROMIUM_HEADLESS_PATH:-}" && -x /usr/bin/chromium-headless-shell ]]; then
  export CHROMIUM_HEADLESS_PATH=/usr/bin/chromium-headless-shell
fi
if [[ -n "${CHROMIUM_HEADLESS_PATH:-}" ]]; then
  echo "==> e2e in: $CHROMIUM_HEADLESS_PATH (the scanner's journeys in $CHROMIUM_PATH)"
else
  echo "WARNING: no chromium-headless-shell; the e2e journeys run in $CHROMIUM_PATH (slower)" >&2
fi

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
# Whether the named step comes before NPM_TEST_FROM's (then the table records it as skipped); the first step not
# skipped clears FROM, so every step after it runs.
skipped() {
  if [[ -n "$FROM" && "$1" != "$FROM" ]]; then
    TIMINGS+=("$(printf '%-10s skipped (NPM_TEST_FROM=%s)' "$1" "$NPM_TEST_FROM")")
    return 0
  fi
  FROM=""
  return 1
}
step() {
  local name="$1"; shift
  if skipped "$name"; then return; fi
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

# A step that runs beside the next ones: its output goes to its log and is printed whole when it is awaited, so
# two steps' lines never interleave. Skipped like step() under NPM_TEST_FROM.
BESIDE_PID=""
BESIDE_NAME=""
beside() {
  local name="$1"; shift
  if skipped "$name"; then return; fi
  echo
  echo "==> [$name] $* (beside the steps below; its output follows when it ends)"
  BESIDE_NAME="$name"
  (
    start=$(date +%s)
    rc=0
    "$@" >"$LOGS/$name.log" 2>&1 || rc=$?
    echo "$rc $(($(date +%s) - start))" >"$LOGS/$name.done"
    exit "$rc"
  ) &
  BESIDE_PID=$!
}
# Waits for the step started by beside(), prints its output, and fails the run as step() would.
await_beside() {
  [[ -z "$BESIDE_PID" ]] && return
  local name="$BESIDE_NAME" pid="$BESIDE_PID"
  BESIDE_PID=""
  wait "$pid" || true
  cat "$LOGS/$name.log"
  local rc=1 took=0
  [[ -f "$LOGS/$name.done" ]] && read -r rc took <"$LOGS/$name.done"
  if [[ "$rc" != 0 ]]; then
    echo "FAILED: [$name] after $took s" >&2
    printf '%s\n' "${TIMINGS[@]}" >&2
    exit 1
  fi
  TIMINGS+=("$(printf '%-10s %4d s  %s (beside unit and the builds)' "$name" "$took" "$(counted "$LOGS/$name.log")")")
  echo "<== [$name] ok in $took s"
}
# A failing step ends the run; the step beside it (and its browser) goes with it.
kill_tree() {
  local child
  for child in $(pgrep -P "$1" || true); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
trap 'if [[ -n "$BESIDE_PID" ]]; then kill_tree "$BESIDE_PID"; fi; rm -rf "$LOGS"' EXIT

step typecheck npx tsc -b
step lint npm run lint
# The stories step renders every story in one Chromium page (vitest.config.ts: one page, and why): it keeps one
# core busy and leaves the other idle. On two or more cores it runs beside the unit step and the builds, which use
# the other; on one core, after them as before.
if [[ ! -d .storybook ]]; then
  echo "==> [stories] skipped: no .storybook directory"
elif [[ "$(nproc)" -ge 2 ]]; then
  beside stories npx vitest run --project storybook
else
  step stories npx vitest run --project storybook
fi
step unit npx vitest run --project unit --project unit-isolated --project unit-mock
step build npx vite build
# The msw e2e project's app: the mock in the page, built once (journeys wait for the chain only when they ask).
step build-msw env VITE_MOCK_BLOCK_TIME=0 npx vite build --mode mock-ui --outDir dist-msw --emptyOutDir
step budget npm run budget
# The static Storybook stakeholders are sent (storybook-static/); e2e/storybook.spec.ts opens this very build.
if [[ -d .storybook ]]; then
  step sb-build npm run build-storybook -- --quiet
  export PW_STORYBOOK_PREBUILT=1
fi
await_beside
# dist/ and dist-msw/ were built above; playwright.config.ts skips its own build when PW_PREBUILT is set.
export PW_PREBUILT=1
step e2e npx playwright test
# The production build in a second engine: every route and the journey to the pay page in WebKit (MiniBrowser).
step webkit npm run test:webkit

echo
echo "All steps passed in $((SECONDS - TOTAL_START)) s:"
printf '  %s\n' "${TIMINGS[@]}"
