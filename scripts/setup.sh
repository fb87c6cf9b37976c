# Shared set-up for ./scripts/serve and ./scripts/test: sourced, not run.
# Each step is idempotent and skips itself when nothing changed, so a second
# run starts in seconds.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
PY="$VENV/bin/python"

log() { printf '==> %s\n' "$*" >&2; }

# Python: .venv with the pinned dev dependency group from pyproject.toml.
setup_python() {
    local stamp="$VENV/.dudo-stamp" want
    want="$(sha256sum "$ROOT/pyproject.toml" | cut -d' ' -f1)"
    if [ -x "$PY" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
        return
    fi
    if [ ! -x "$PY" ]; then
        log "creating .venv"
        python3 -m venv "$VENV"
    fi
    log "installing Python dependencies (pinned in pyproject.toml)"
    "$PY" -m pip install -q --disable-pip-version-check --upgrade "pip>=25.1"
    "$PY" -m pip install -q --disable-pip-version-check --group dev
    echo "$want" > "$stamp"
}

# Node: npm packages exactly as package-lock.json pins them.
setup_node() {
    [ -f "$ROOT/package-lock.json" ] || return 0
    local stamp="$ROOT/node_modules/.dudo-stamp" want
    want="$(sha256sum "$ROOT/package-lock.json" | cut -d' ' -f1)"
    if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
        return
    fi
    log "installing npm packages (npm ci)"
    (cd "$ROOT" && npm ci --no-audit --no-fund --loglevel=error)
    echo "$want" > "$stamp"
}

# Browser: Debian's chromium and a CJK font, for the real-browser tests.
setup_browser() {
    local missing=()
    [ -x /usr/bin/chromium ] || missing+=(chromium)
    dpkg -s fonts-wqy-microhei >/dev/null 2>&1 || missing+=(fonts-wqy-microhei)
    [ ${#missing[@]} -eq 0 ] && return
    log "installing ${missing[*]} with apt-get"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}
