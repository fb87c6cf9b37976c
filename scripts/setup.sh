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

# A hash of the files under the given paths (relative to $ROOT, missing ones
# skipped, Python caches ignored) and of DUDO_CHECKS: the input of a build.
inputs_hash() {
    local paths=() p
    for p in "$@"; do [ -e "$ROOT/$p" ] && paths+=("$p"); done
    {
        echo "DUDO_CHECKS=${DUDO_CHECKS:-1}"
        (cd "$ROOT" && find "${paths[@]}" -type f ! -path '*/__pycache__/*' ! -name '*.pyc' \
            -print0 | LC_ALL=C sort -z | xargs -0 -r sha256sum)
    } | sha256sum | cut -d' ' -f1
}

# Engine wheel (scripts/build-wheel, once it exists) and the bilingual site
# (scripts/build-site) into site/, skipped when no input changed since the
# last successful build (stamp in .cache/build-stamp). Needs setup_python and
# setup_node first. Returns 1 (stamp not written) when a build fails, even
# when called as `build_all || …`, where `set -e` does not apply.
build_all() {
    local stamp="$ROOT/.cache/build-stamp" want
    want="$(inputs_hash engine docs tutorial mkdocs.yml pyproject.toml package-lock.json \
        scripts/build-wheel scripts/build-site)"
    if [ -f "$ROOT/site/index.html" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
        return
    fi
    rm -f "$stamp"
    if [ -x "$ROOT/scripts/build-wheel" ]; then
        log "building the engine wheel"
        "$ROOT/scripts/build-wheel" || return 1
    fi
    log "building the site in English and Chinese"
    "$ROOT/scripts/build-site" || return 1
    mkdir -p "$(dirname "$stamp")" && echo "$want" > "$stamp"
}
