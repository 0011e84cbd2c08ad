# syntax=docker/dockerfile:1
# Production image of Space: the API with the built web app, on Node 24 and Debian 13 "trixie"
# (decisions 039, 055). docs/deploy.md explains how to run it; deploy/compose.yaml runs two of it
# behind a proxy.

FROM node:24-trixie-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm_config_update_notifier=false
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# What the server bundle loads at run time, and nothing more: the server workspace's production
# dependencies. The web app and its first-view renderer are bundled, and so are the contracts.
FROM node:24-trixie-slim AS runtime-deps
WORKDIR /app
ENV npm_config_update_notifier=false
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --omit=dev --workspace @space/server --no-audit --no-fund

FROM node:24-trixie-slim
# pg_dump and pg_restore of PostgreSQL 17, the major deploy/compose.yaml runs, for `cli.js backup`
# and `restore` (a pg_dump older than the server refuses); Debian's ffmpeg for the video
# tutorials, kept current by Debian's security updates (its licence: decision 055). ffmpeg and
# its libraries are about 400 MB: `--build-arg WITH_FFMPEG=false` leaves them out, and with them
# the demo tutorials and tutorial uploads, which the log then says.
ARG WITH_FFMPEG=true
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-17 ca-certificates \
    $([ "$WITH_FFMPEG" = true ] && echo ffmpeg) \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data \
  PG_BIN_DIR=/usr/lib/postgresql/17/bin
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The server renderer of first views (decision 046), found beside the build.
COPY --from=build /app/apps/web/dist-ssr ./apps/web/dist-ssr
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
