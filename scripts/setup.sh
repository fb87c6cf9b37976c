# Shared set-up for ./scripts/serve and ./scripts/test: sourced, not run.
# Each step is idempotent and skips itself when nothing changed, so a second
# run starts in seconds.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
PY="$VENV/bin/python"

log() { printf '==> %s\n' "$*" >&2; }
# Stop with one clear line (the scripts that source this file stop with it).
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

NODE_MAJOR_NEEDED=18  # the pinned pyodide package's "engines": node >=18

# Install Debian packages with apt-get (through sudo unless root), or stop saying what to do.
apt_install() {
    command -v apt-get >/dev/null 2>&1 \
        || die "$1 is missing and there is no apt-get here: install $* and run this again"
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null 2>&1 \
            || die "$1 is missing: install $* as root (apt-get install $*) and run this again"
        sudo="sudo"
    fi
    log "installing $* with apt-get"
    { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
        $sudo apt-get install -y -qq "$@" >/dev/null; } \
        || die "apt-get could not install $*: install it by hand and run this again"
}

# python3 -m venv works: Debian ships it apart from python3, as python3-venv.
ensure_venv() {
    command -v python3 >/dev/null 2>&1 \
        || die "python3 is not installed: install Python 3.11 or later (apt-get install python3)"
    python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
        || die "Python 3.11 or later is needed, but python3 is $(python3 -V 2>&1)"
    python3 -c 'import ensurepip, venv' >/dev/null 2>&1 && return
    apt_install python3-venv
    python3 -c 'import ensurepip, venv' >/dev/null 2>&1 \
        || die "python3 -m venv still does not work after installing python3-venv"
}

# Node.js and npm, at least the version the pinned Pyodide needs.
ensure_node() {
    command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1 \
        || die "Node.js ${NODE_MAJOR_NEEDED} or later with npm is needed: install it (apt-get install nodejs npm)"
    local version major
    version="$(node --version 2>/dev/null)"
    major="${version#v}"
    major="${major%%.*}"
    case "$major" in
        ''|*[!0-9]*) die "cannot tell the Node.js version ('node --version' said '$version')" ;;
    esac
    [ "$major" -ge "$NODE_MAJOR_NEEDED" ] \
        || die "Node.js ${NODE_MAJOR_NEEDED} or later is needed, but node is $version"
}

# Python: .venv with the pinned dev dependency group from pyproject.toml.
setup_python() {
    local stamp="$VENV/.dudo-stamp" want
    want="$(sha256sum "$ROOT/pyproject.toml" | cut -d' ' -f1)"
    if [ -x "$PY" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
        return
    fi
    if [ ! -x "$PY" ]; then
        ensure_venv
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
    ensure_node
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
    apt_install "${missing[@]}"
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
