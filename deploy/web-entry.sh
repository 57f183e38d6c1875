#!/bin/sh
# Starts the storefront from Next's standalone output. Next's own standalone server.js hands Next the
# configuration it was built with through __NEXT_PRIVATE_STANDALONE_CONFIG (there is no next.config.ts in the
# image to load); this does the same for the shop's server.mjs, and falls back to server.js without it.
set -eu
cd /app/apps/web
if [ -f server.mjs ]; then
  __NEXT_PRIVATE_STANDALONE_CONFIG="$(node -e "process.stdout.write(JSON.stringify(require('./.next/required-server-files.json').config))")"
  export __NEXT_PRIVATE_STANDALONE_CONFIG
  exec node server.mjs
fi
exec node server.js
