# The portal's production image. Two stages:
#  - build: the repository, `pnpm install --frozen-lockfile && pnpm build` (the commands CI runs;
#    the install's postinstall generates the Prisma client), then `pnpm deploy --prod` copies
#    apps/api's built files (package.json "files": dist, assets) with its production dependencies
#    only (no TypeScript, tsx, vite or test tools).
#  - runtime: Node 20 (package.json engines: ^20.19.0 || ^22.13.0 || >=24), that deployment, the built
#    web app, back office and game page, the SQL migrations the server applies at start; runs as
#    the unprivileged `node` user.
# The CMD is apps/api's `start` script (what the root `pnpm start` runs after `pnpm build`), from
# apps/api. The server reads WEB_CONCURRENCY, DATABASE_URL, JWT_SECRET, ADMIN_NAME / ADMIN_PASSWORD
# and the rest of the environment table of docs/operations.md from the container's environment.
# apps/api/test/production-image.test.ts keeps this file and docker-compose.yml to those scripts.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ENV CI=true
RUN npm install -g pnpm@12.21.0
WORKDIR /src
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build
RUN pnpm --filter @portal/api deploy --prod /prod/api

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY --from=build /prod/api apps/api
COPY --from=build /src/apps/web/dist apps/web/dist
COPY --from=build /src/apps/admin/dist apps/admin/dist
COPY --from=build /src/apps/play/dist apps/play/dist
COPY --from=build /src/prisma/migrations prisma/migrations
# The code stays root's (read-only to the server); only DATA_DIR is the node user's.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
WORKDIR /app/apps/api
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/main.js"]
