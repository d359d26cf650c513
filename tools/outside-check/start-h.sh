#!/bin/sh
# The first portal process of the seamless outside check (h-seamless.mjs starts both itself): as
# `pnpm start` runs it, embedded PostgreSQL, captcha and rate limits off (the check registers members).
cd "$(dirname "$0")/../.." && exec env NODE_ENV=development PORT="${H_PORT:-4901}" HOST=127.0.0.1 EMBEDDED_PG_PORT="${H_PG_PORT:-5901}" \
  DATA_DIR="$PWD/.data/outside/h/a" CAPTCHA_MODE=off RATE_LIMIT_MODE=off LOG_LEVEL=warn node --enable-source-maps apps/api/dist/main.js
