#!/usr/bin/env bash
# Restores a backup made by deploy/backup.sh into a NEW database, with PostgreSQL's own pg_restore,
# in one transaction: it either holds the whole backup or the database is dropped again. It never
# writes into an existing database; point the servers' DATABASE_URL at the new one once it is done.
#
#   deploy/restore.sh BACKUP_FILE NEW_DATABASE_URL
#   e.g. deploy/restore.sh deploy/.run/backups/brewline-20261208T010000Z.dump \
#          postgres://postgres@127.0.0.1:5432/brewline_restored
set -euo pipefail

say() { echo "restore: $*" >&2; }
if [ $# -ne 2 ]; then
  say "usage: deploy/restore.sh BACKUP_FILE NEW_DATABASE_URL"
  exit 1
fi
file="$1"
target="$2"
[ -f "$file" ] || {
  say "no backup at $file"
  exit 1
}
# The new database's name, and its server's maintenance database to create it from.
name="${target##*/}"
name="${name%%\?*}"
server="${target%/*}"
if ! [[ "$name" =~ ^[a-z_][a-z0-9_]*$ ]]; then
  say "the new database's name ($name) must be lower-case letters, digits and _"
  exit 1
fi
if [ -n "$(psql "$server/postgres" -Atc "SELECT 1 FROM pg_database WHERE datname = '$name'")" ]; then
  say "database $name exists already: restore into a new one"
  exit 1
fi

psql "$server/postgres" -v ON_ERROR_STOP=1 -qc "CREATE DATABASE $name" >/dev/null
if ! pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$target" "$file"; then
  psql "$server/postgres" -qc "DROP DATABASE IF EXISTS $name" >/dev/null
  say "failed; database $name dropped again"
  exit 1
fi
say "restored $file into $name"
