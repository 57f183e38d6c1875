#!/bin/sh
# Restores a backup made by scripts/backup.sh into the database DATABASE_URL names, replacing what is there
# (pg_restore --clean --if-exists), in one transaction: a restore that fails changes nothing.
#   DATABASE_URL=postgres://… scripts/restore.sh file.dump
# Stop the API replicas and the worker first, so nothing writes while the tables are replaced; start them
# after (they migrate at start, so an older backup is brought up to the running version's schema).
set -eu

if [ -z "${DATABASE_URL:-}" ]; then
  echo "restore: DATABASE_URL is not set" >&2
  exit 2
fi
if [ "$#" -ne 1 ] || [ ! -r "$1" ]; then
  echo "restore: usage: DATABASE_URL=postgres://… $0 <backup file>" >&2
  exit 2
fi
pg_restore --clean --if-exists --no-owner --no-privileges --single-transaction --exit-on-error \
  --dbname="$DATABASE_URL" "$1"
echo "restored $1"
