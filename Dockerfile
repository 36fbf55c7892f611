# The production image: built once in CI, the same image for every part (CMS, migrations, builder,
# site servers; compose.yaml). Its steps are the project's own tested commands: `npm ci` and
# `npm run build:release` in the build stage, `npm ci --omit=dev` in the image that runs.
# docs/SCALING.md "A production layout" walks through it.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run build:release \
 && rm -rf node_modules cms/node_modules packages/*/node_modules .cache public .run .env

FROM node:20-bookworm-slim
# pg_dump for `npm run backup` on PostgreSQL.
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production
# The releases' volume (RELEASES_DIR in compose.yaml), writable by the user the services run as.
RUN mkdir -p /data/releases && chown node:node /data/releases
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
EXPOSE 9000 3001
# A site server; compose.yaml and the units give each part its command.
CMD ["node", "scripts/bootstrap.mjs", "serve-site"]
