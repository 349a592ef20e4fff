#!/bin/sh
# Starts a throw-away PostgreSQL cluster for tests and CI, and prints its URL on stdout
# (everything else goes to stderr), e.g.
#   export TEST_DATABASE_URL="$(scripts/postgres-start.sh)"
# Needs Debian's postgresql package (/usr/lib/postgresql/*/bin). As root, the server runs as the
# unprivileged 'postgres' user (PostgreSQL refuses to run as root).
# Settings: PG_PORT (55432), PG_DIR (data folder, default $TMPDIR/sports-pg-$PG_PORT), PG_DB (sports).
set -eu

PG_PORT="${PG_PORT:-55432}"
PG_DIR="${PG_DIR:-${TMPDIR:-/tmp}/sports-pg-$PG_PORT}"
PG_DB="${PG_DB:-sports}"
URL="postgres://postgres@127.0.0.1:$PG_PORT/$PG_DB"

log() { echo "postgres-start: $*" >&2; }

BIN=""
for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -n -r); do
  if [ -x "$dir/pg_ctl" ]; then BIN="$dir"; break; fi
done
if [ -z "$BIN" ] && command -v pg_ctl >/dev/null 2>&1; then BIN="$(dirname "$(command -v pg_ctl)")"; fi
if [ -z "$BIN" ]; then
  log "no PostgreSQL server found; install it with: apt-get install -y postgresql"
  exit 1
fi

# Run a server binary as the unprivileged user when we are root.
as_owner() {
  if [ "$(id -u)" = "0" ]; then
    runuser -u "$OWNER" -- "$@"
  else
    "$@"
  fi
}
OWNER="$(id -un)"
if [ "$(id -u)" = "0" ]; then
  OWNER=postgres
  id "$OWNER" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$OWNER"
fi

if [ ! -f "$PG_DIR/PG_VERSION" ]; then
  mkdir -p "$PG_DIR"
  [ "$(id -u)" = "0" ] && chown "$OWNER" "$PG_DIR"
  chmod 700 "$PG_DIR"
  log "initdb in $PG_DIR ($BIN)"
  # C locale: byte-order sorting, the same as SQLite, so both engines order names alike.
  as_owner "$BIN/initdb" -D "$PG_DIR" -U postgres --auth=trust --no-locale -E UTF8 >/dev/null
fi

if as_owner "$BIN/pg_ctl" -D "$PG_DIR" status >/dev/null 2>&1; then
  log "already running"
else
  log "starting on 127.0.0.1:$PG_PORT"
  as_owner "$BIN/pg_ctl" -D "$PG_DIR" -l "$PG_DIR/server.log" -w -t 60 \
    -o "-p $PG_PORT -c listen_addresses=127.0.0.1 -k $PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null
fi

if ! "$BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -d postgres -tAc "select 1 from pg_database where datname = '$PG_DB'" | grep -q 1; then
  "$BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres "$PG_DB"
  log "created database $PG_DB"
fi

echo "$URL"
