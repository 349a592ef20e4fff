#!/bin/sh
# Stops the cluster scripts/postgres-start.sh started and deletes its data folder
# (pass --keep to keep the data). Same settings: PG_PORT, PG_DIR.
set -eu

PG_PORT="${PG_PORT:-55432}"
PG_DIR="${PG_DIR:-${TMPDIR:-/tmp}/sports-pg-$PG_PORT}"

BIN=""
for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -n -r); do
  if [ -x "$dir/pg_ctl" ]; then BIN="$dir"; break; fi
done
if [ -z "$BIN" ] && command -v pg_ctl >/dev/null 2>&1; then BIN="$(dirname "$(command -v pg_ctl)")"; fi

if [ ! -f "$PG_DIR/PG_VERSION" ]; then
  echo "postgres-stop: no cluster in $PG_DIR" >&2
  exit 0
fi

if [ "$(id -u)" = "0" ]; then
  runuser -u "$(stat -c %U "$PG_DIR")" -- "$BIN/pg_ctl" -D "$PG_DIR" -m fast -w stop >/dev/null 2>&1 || true
else
  "$BIN/pg_ctl" -D "$PG_DIR" -m fast -w stop >/dev/null 2>&1 || true
fi
echo "postgres-stop: stopped" >&2

if [ "${1:-}" != "--keep" ]; then
  rm -rf "$PG_DIR"
  echo "postgres-stop: removed $PG_DIR" >&2
fi
