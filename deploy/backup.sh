#!/usr/bin/env bash
# Backs up Brewline's database with PostgreSQL's own pg_dump, in its custom format (compressed; one
# file restores with deploy/restore.sh into a new database), and deletes this folder's backups older
# than the retention. pg_dump reads one consistent snapshot, so a backup taken while customers order
# holds every order with its payment, card ledger and points, or none of them.
#
#   deploy/backup.sh [DATABASE_URL]        # prints the file it wrote
#
# Settings (all optional):
#   DATABASE_URL       the database, when not given as the argument (with neither: the running
#                      deploy/up.sh setup's, from its state file)
#   BACKUP_DIR         where the backups go                                (deploy/.run/backups)
#   BACKUP_KEEP_DAYS   backups older than this many days are deleted here (35); 0 keeps every one
#   DEPLOY_STATE       deploy/up.sh's state file, for its DATABASE_URL     (deploy/.run/state)
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
STATE="${DEPLOY_STATE:-$ROOT/deploy/.run/state}"
say() { echo "backup: $*" >&2; }

url="${1:-${DATABASE_URL:-}}"
if [ -z "$url" ] && [ -f "$STATE" ]; then url="$(sed -n 's/^DATABASE_URL=//p' "$STATE" | tail -n 1)"; fi
if [ -z "$url" ]; then
  say "which database? give its URL as the argument or in DATABASE_URL" >&2
  exit 1
fi
BACKUP_DIR="${BACKUP_DIR:-$ROOT/deploy/.run/backups}"
KEEP_DAYS="${BACKUP_KEEP_DAYS:-35}"
mkdir -p "$BACKUP_DIR"

# Written under a temporary name and renamed once complete: a backup cut short never looks whole.
file="$BACKUP_DIR/brewline-$(date -u +%Y%m%dT%H%M%SZ).dump"
pg_dump --format=custom --no-owner --no-privileges --file="$file.partial" "$url"
mv "$file.partial" "$file"
say "wrote $file ($(du -h "$file" | cut -f1))"

if [ "$KEEP_DAYS" -gt 0 ]; then
  find "$BACKUP_DIR" -maxdepth 1 -name 'brewline-*.dump' -mtime "+$((KEEP_DAYS - 1))" -print -delete |
    sed 's/^/backup: deleted (older than '"$KEEP_DAYS"' days) /' >&2
fi
echo "$file"
