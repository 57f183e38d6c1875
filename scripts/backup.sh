#!/bin/sh
# Backs up the shop's PostgreSQL database into one custom-format file (pg_dump -Fc: compressed, restorable
# table by table, read by scripts/restore.sh).
#   DATABASE_URL=postgres://… scripts/backup.sh [file]
# Without a file name it writes dukan-<UTC time>.dump in BACKUP_DIR (default: the current directory) and
# prints the path. Pictures are not in the database: back up the media volume (DATA_DIR/media) beside it.
set -eu

if [ -z "${DATABASE_URL:-}" ]; then
  echo "backup: DATABASE_URL is not set" >&2
  exit 2
fi
file="${1:-${BACKUP_DIR:-.}/dukan-$(date -u +%Y%m%dT%H%M%SZ).dump}"
# Written beside the target and renamed when complete, so a failed run never leaves a file that looks whole.
partial="$file.partial"
trap 'rm -f "$partial"' EXIT
# --no-owner/--no-privileges: the dump restores into a database owned by another role name too.
pg_dump --format=custom --no-owner --no-privileges --file="$partial" --dbname="$DATABASE_URL"
mv "$partial" "$file"
trap - EXIT
echo "$file"
