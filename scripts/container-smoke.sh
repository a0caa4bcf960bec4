#!/usr/bin/env bash
# Checks the container image the way a self-hoster uses it, twice: (1) the embedded default, a data
# volume and no configuration; (2) on PostgreSQL (DATABASE_URL, a fresh database it creates and drops).
# Each time: it becomes healthy, serves /login, a user registers, the user signs in again after a
# restart, and it stops cleanly on SIGTERM (the server drains; no kill). One PASS or FAIL line per check;
# the exit status is non-zero when any failed. Its containers, volumes and database are removed at the end.
#
#   scripts/container-smoke.sh
#
#   IMAGE=trilha:smoke    the image to check; built from this checkout when missing (BUILD=always: built
#                         again; BUILD=never: fail when missing)
#   NODE_IMAGE=…          the base for that build (default: the Dockerfile's node:24-bookworm-slim, or
#                         localhost/node:24-bookworm-slim when scripts/container-base.sh has made it)
#   POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres
#                         a PostgreSQL the host reaches, on which the user may create databases (the
#                         container joins the host's network to reach it); SKIP_POSTGRES=1 leaves it out
#   ENGINE=podman         or docker
set -euo pipefail
cd "$(dirname "$0")/.."

ENGINE="${ENGINE:-$(command -v podman >/dev/null && echo podman || echo docker)}"
IMAGE="${IMAGE:-localhost/trilha:smoke}"
BUILD="${BUILD:-auto}"
POSTGRES_URL="${POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
STOP_TIMEOUT=30
RUN_ID="trilha-smoke-$$"
FAILED=0
CONTAINERS=()
VOLUMES=()
DATABASE=""

pass() { echo "PASS  $*"; }
fail() {
  echo "FAIL  $*"
  FAILED=1
}
skip() { echo "SKIP  $*"; }
note() { echo "      $*"; }

cleanup() {
  local name
  for name in "${CONTAINERS[@]}"; do "$ENGINE" rm -f -t 0 "$name" >/dev/null 2>&1 || true; done
  for name in "${VOLUMES[@]}"; do "$ENGINE" volume rm -f "$name" >/dev/null 2>&1 || true; done
  if [[ -n "$DATABASE" ]]; then
    psql -q "$POSTGRES_URL" -c "DROP DATABASE IF EXISTS \"$DATABASE\" WITH (FORCE)" >/dev/null 2>&1 || true
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# --- the image ---
if [[ "$BUILD" == always ]] || ! "$ENGINE" image inspect "$IMAGE" >/dev/null 2>&1; then
  [[ "$BUILD" == never ]] && {
    fail "image $IMAGE exists (BUILD=never)"
    exit 1
  }
  base_arg=()
  if [[ -n "${NODE_IMAGE:-}" ]]; then
    base_arg=(--build-arg "NODE_IMAGE=$NODE_IMAGE")
  elif "$ENGINE" image inspect localhost/node:24-bookworm-slim >/dev/null 2>&1; then
    base_arg=(--build-arg NODE_IMAGE=localhost/node:24-bookworm-slim)
  fi
  # podman keeps the HEALTHCHECK only in Docker's image format.
  format=()
  [[ "$ENGINE" == podman ]] && format=(--format docker)
  echo "==> building $IMAGE (${base_arg[*]:-node:24-bookworm-slim})"
  started=$SECONDS
  if "$ENGINE" build "${format[@]}" "${base_arg[@]}" -t "$IMAGE" . >"/tmp/$RUN_ID-build.log" 2>&1; then
    pass "image builds ($((SECONDS - started)) s)"
  else
    tail -30 "/tmp/$RUN_ID-build.log"
    fail "image builds (log: /tmp/$RUN_ID-build.log)"
    exit 1
  fi
fi
size=$("$ENGINE" image inspect --format '{{.Size}}' "$IMAGE")
echo "==> $IMAGE: $((size / 1000000)) MB"

# Some sandboxes refuse the engine's default OCI runtime or rlimits ("setrlimit RLIMIT_NOFILE: Operation
# not permitted"): pass what they accept when a plain run fails and that one works.
RUN_FLAGS=()
if ! "$ENGINE" run --rm --entrypoint /bin/true "$IMAGE" >/dev/null 2>&1; then
  sandbox=(--runtime runc --ulimit nofile=1024:1024 --ulimit nproc=1024:1024)
  if "$ENGINE" run --rm "${sandbox[@]}" --entrypoint /bin/true "$IMAGE" >/dev/null 2>&1; then
    RUN_FLAGS=("${sandbox[@]}")
    note "the engine's defaults are refused here: running with ${RUN_FLAGS[*]}"
  else
    fail "a container starts at all ($ENGINE run --rm $IMAGE)"
    exit 1
  fi
fi

free_port() {
  local port
  while :; do
    port=$((20000 + RANDOM % 20000))
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || {
      echo "$port"
      return
    }
  done
}

# Waits for /api/health to answer 200 (the container still running), up to 180 s.
wait_healthy() {
  local name="$1" base="$2" deadline=$((SECONDS + 180))
  while ((SECONDS < deadline)); do
    if [[ "$("$ENGINE" inspect --format '{{.State.Running}}' "$name" 2>/dev/null)" != true ]]; then
      return 1
    fi
    curl -fsS -o /dev/null --max-time 3 "$base/api/health" 2>/dev/null && return 0
    sleep 1
  done
  return 1
}

# The image's HEALTHCHECK itself: podman runs it on demand (its timer needs systemd, absent in many
# sandboxes); docker runs it on its own, so its status is awaited.
image_healthcheck() {
  local name="$1" status="" deadline=$((SECONDS + 120))
  if [[ "$ENGINE" == podman ]]; then
    "$ENGINE" healthcheck run "$name" >/dev/null 2>&1 && status=healthy
  else
    while ((SECONDS < deadline)); do
      status=$("$ENGINE" inspect --format '{{if .State.Health}}{{.State.Health.Status}}{{end}}' "$name")
      [[ "$status" == starting ]] || break
      sleep 2
    done
  fi
  [[ "$status" == healthy ]]
}

# POST a JSON body; prints "<status> <body>".
post_json() {
  local url="$1" body="$2" out
  out=$(mktemp)
  local code
  code=$(curl -sS -o "$out" -w '%{http_code}' --max-time 20 -H 'content-type: application/json' -d "$body" "$url" || echo 000)
  echo "$code $(cat "$out")"
  rm -f "$out"
}

has_token() { [[ "$1" == *'"token":"'* ]]; }

# One run of the image: start, health, /login, register, restart, sign in, SIGTERM.
#   check_case <label> <volume> <port to publish or ""> [engine run arguments…]
check_case() {
  local label="$1" volume="$2" publish="$3"
  shift 3
  local name="$RUN_ID-$label" base port email password="smoke-pass-$$-$RANDOM" logs
  CONTAINERS+=("$name")
  echo
  echo "==> $label"
  local network=() shared=()
  if [[ -n "$publish" ]]; then
    port="$publish"
    network=(-p "127.0.0.1:$port:3000")
  else
    # The host's network, to reach a PostgreSQL that listens on the host's loopback only.
    port=$(free_port)
    shared=(--network host)
    network=(--network host -e "PORT=$port")
  fi
  base="http://127.0.0.1:$port"
  if ! "$ENGINE" run -d --name "$name" "${RUN_FLAGS[@]}" "${network[@]}" -v "$volume:/data" "$@" "$IMAGE" >/dev/null; then
    fail "$label: starts"
    return
  fi

  local started=$SECONDS
  if wait_healthy "$name" "$base"; then
    pass "$label: healthy, GET /api/health 200 after $((SECONDS - started)) s"
  else
    fail "$label: healthy (GET $base/api/health)"
    "$ENGINE" logs --tail 40 "$name" 2>&1 | sed 's/^/      | /'
    return
  fi
  if image_healthcheck "$name"; then
    pass "$label: the image's HEALTHCHECK reports healthy"
  else
    fail "$label: the image's HEALTHCHECK reports healthy"
  fi

  local uid
  uid=$("$ENGINE" exec "$name" id -u 2>/dev/null || echo '?')
  if [[ "$uid" != 0 && "$uid" != '?' ]]; then
    pass "$label: the server runs as uid $uid, not root"
  else
    fail "$label: the server runs as a user other than root (id -u: $uid)"
  fi
  local ready
  ready=$("$ENGINE" logs "$name" 2>&1 | grep -m1 'Trilha is ready' || true)
  if [[ -n "$ready" ]]; then
    note "ready line: $(echo "$ready" | grep -o '"database":"[^"]*"' || true) $(echo "$ready" | grep -o '"dataDir":"[^"]*"' || true)"
  fi
  if [[ "$label" == embedded* ]]; then
    # The default: a real PostgreSQL run by the server as its child (PGlite only where it cannot run).
    if [[ "$ready" == *'"database":"embedded-postgres"'* ]] &&
      "$ENGINE" exec "$name" test -f /data/postgres/PG_VERSION; then
      pass "$label: the embedded PostgreSQL runs in the /data volume as the server's user"
    else
      fail "$label: the embedded PostgreSQL runs in the /data volume ($ready)"
    fi
  fi

  local login_code
  login_code=$(curl -sS -o "/tmp/$name-login.html" -w '%{http_code} %{content_type}' --max-time 10 "$base/login" || echo 000)
  if [[ "$login_code" == "200 text/html"* ]] && grep -qi '<!doctype html' "/tmp/$name-login.html"; then
    pass "$label: GET /login is the web app (200, $(echo "$login_code" | cut -d' ' -f2 | tr -d ';'))"
  else
    fail "$label: GET /login is the web app (got $login_code)"
  fi
  rm -f "/tmp/$name-login.html"

  email="smoke-$label-$$@example.com"
  local answer
  answer=$(post_json "$base/api/auth/register" "{\"name\":\"Smoke Test\",\"email\":\"$email\",\"password\":\"$password\",\"language\":\"en\"}")
  if [[ "$answer" == 201* ]] && has_token "$answer"; then
    pass "$label: POST /api/auth/register 201 with a token"
  else
    fail "$label: POST /api/auth/register 201 (got ${answer:0:200})"
  fi

  # The data the server reads at run time beside its bundle (world cities, airports) is in the image.
  local token places
  token=$(echo "$answer" | sed -n 's/.*"token":"\([^"]*\)".*/\1/p')
  places=$(curl -sS -w ' %{http_code}' --max-time 20 -H "authorization: Bearer $token" "$base/api/places/search?q=Lisbon" || echo ' 000')
  if [[ "$places" == *' 200' && "$places" == *Lisbon* ]]; then
    pass "$label: GET /api/places/search?q=Lisbon finds it (the bundled place data is in the image)"
  else
    fail "$label: GET /api/places/search?q=Lisbon finds it (got ${places: -3}; the log says: $("$ENGINE" logs "$name" 2>&1 | grep -o 'Cannot find module [^\\]*' | head -1))"
  fi

  if "$ENGINE" restart -t "$STOP_TIMEOUT" "$name" >/dev/null 2>&1 && wait_healthy "$name" "$base"; then
    answer=$(post_json "$base/api/auth/login" "{\"email\":\"$email\",\"password\":\"$password\"}")
    if [[ "$answer" == 200* ]] && has_token "$answer"; then
      pass "$label: after '$ENGINE restart' the user signs in (POST /api/auth/login 200)"
    else
      fail "$label: after '$ENGINE restart' the user signs in (got ${answer:0:200})"
    fi
  else
    fail "$label: healthy again after '$ENGINE restart'"
  fi

  local stop_started=$SECONDS stop_output exit_code elapsed
  stop_output=$("$ENGINE" stop -t "$STOP_TIMEOUT" "$name" 2>&1) || true
  elapsed=$((SECONDS - stop_started))
  exit_code=$("$ENGINE" inspect --format '{{.State.ExitCode}}' "$name" 2>/dev/null || echo '?')
  # What the last run logged, from its "ready" line on.
  logs=$("$ENGINE" logs "$name" 2>&1 | awk '/Trilha is ready/ { run = "" } { run = run $0 "\n" } END { printf "%s", run }')
  local drains
  drains=$(printf '%b' "$logs" | grep -c 'shutting down: finishing requests in flight' || true)
  if [[ "$exit_code" =~ ^(0|143)$ ]] && ((elapsed < STOP_TIMEOUT)) && [[ "$stop_output" != *SIGKILL* ]] &&
    ((drains == 1)); then
    pass "$label: '$ENGINE stop -t $STOP_TIMEOUT' ends it in ${elapsed} s, exit code $exit_code, the log shows the drain (SIGTERM, no kill)"
  else
    fail "$label: stops cleanly on SIGTERM (exit code $exit_code after ${elapsed} s; drain lines: $drains; $ENGINE said: ${stop_output:0:200})"
    printf '%b' "$logs" | tail -20 | sed 's/^/      | /'
  fi

  # The migration command docs/self-hosting.md gives, on the stopped container's data (present in builds that have it).
  if "$ENGINE" run --rm "${RUN_FLAGS[@]}" --entrypoint /bin/sh "$IMAGE" -c 'test -f apps/api/dist/scripts/migrate.js' 2>/dev/null; then
    local migrate_output
    if migrate_output=$("$ENGINE" run --rm "${RUN_FLAGS[@]}" "${shared[@]}" -v "$volume:/data" "$@" "$IMAGE" \
      node apps/api/dist/scripts/migrate.js 2>&1); then
      pass "$label: node apps/api/dist/scripts/migrate.js exits 0 ($(echo "$migrate_output" | tail -1))"
    else
      fail "$label: node apps/api/dist/scripts/migrate.js exits 0: $(echo "$migrate_output" | tail -3)"
    fi
  else
    skip "$label: apps/api/dist/scripts/migrate.js is not in this build"
  fi
}

# (1) The embedded default: nothing configured, a named volume at /data.
volume="$RUN_ID-data"
VOLUMES+=("$volume")
"$ENGINE" volume create "$volume" >/dev/null
check_case embedded "$volume" "$(free_port)"

# The data lives in the volume, not in the container: a new container on it finds the user too.
if true; then
  name="$RUN_ID-embedded-again"
  CONTAINERS+=("$name")
  port=$(free_port)
  "$ENGINE" run -d --name "$name" "${RUN_FLAGS[@]}" -p "127.0.0.1:$port:3000" -v "$volume:/data" "$IMAGE" >/dev/null
  if wait_healthy "$name" "http://127.0.0.1:$port"; then
    answer=$(post_json "http://127.0.0.1:$port/api/auth/register" \
      "{\"name\":\"Second\",\"email\":\"second-$$@example.com\",\"password\":\"smoke-pass-$$\",\"language\":\"en\"}")
    # The first account of a database becomes the admin: a second one is not, so the data was kept.
    if [[ "$answer" == 201* && "$answer" == *'"isAdmin":false'* ]]; then
      pass "embedded: a new container on the same volume keeps the data (the next account is not the first admin)"
    else
      fail "embedded: a new container on the same volume keeps the data (got ${answer:0:200})"
    fi
  else
    fail "embedded: a new container on the same volume becomes healthy"
  fi
  "$ENGINE" stop -t "$STOP_TIMEOUT" "$name" >/dev/null 2>&1 || true
fi

# (2) PostgreSQL: the host's server, a database made for this run.
if [[ -n "${SKIP_POSTGRES:-}" ]]; then
  skip "postgres: SKIP_POSTGRES is set"
elif ! psql -qAt "$POSTGRES_URL" -c 'select 1' >/dev/null 2>&1; then
  fail "postgres: $POSTGRES_URL answers (set POSTGRES_URL, or SKIP_POSTGRES=1)"
else
  DATABASE="trilha_smoke_$$"
  psql -q "$POSTGRES_URL" -c "CREATE DATABASE \"$DATABASE\"" >/dev/null
  database_url="${POSTGRES_URL%/*}/$DATABASE"
  note "database $DATABASE on $(psql -qAt "$POSTGRES_URL" -c 'show server_version')"
  volume="$RUN_ID-files"
  VOLUMES+=("$volume")
  "$ENGINE" volume create "$volume" >/dev/null
  check_case postgres "$volume" "" -e "DATABASE_URL=$database_url" \
    -e "JWT_SECRET=smoke-secret-$$-0123456789abcdefghijklmnopqrstuvwxyz"
fi

echo
if ((FAILED)); then
  echo "container smoke test: FAILED"
  exit 1
fi
echo "container smoke test: all checks passed"
