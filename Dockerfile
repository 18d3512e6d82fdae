# syntax=docker/dockerfile:1
# PSC's image (docs/deploy.md): built in one stage; the image holds Node 24, the production dependencies and what the
# built server reads at run time, nothing else. The server runs as `node`, never root.
ARG NODE_IMAGE=node:24-slim

# Every dependency, to build the three packages.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY packages/core/package.json packages/core/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund --workspace @psc/core --workspace @psc/server --workspace @psc/web --include-workspace-root
COPY packages/core packages/core
COPY packages/server packages/server
COPY packages/web packages/web
RUN npm run build

# Production dependencies of the server and core only (none runs an install script).
FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund --omit=dev --ignore-scripts --workspace @psc/core --workspace @psc/server \
  && mkdir -p packages/core/node_modules packages/server/node_modules
# The PDFs print with the regular and bold faces of the two Noto packages only (decision 0154): the seven other
# weights and the preview images are about 73 MiB the image does not need.
RUN find node_modules/@expo-google-fonts -type f \( -name '*.png' -o -name '*.ttf' \) \
  ! -name '*_400Regular.ttf' ! -name '*_700Bold.ttf' -delete

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8585 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=production-dependencies /app/node_modules node_modules
COPY --from=production-dependencies /app/packages/core/node_modules packages/core/node_modules
COPY --from=production-dependencies /app/packages/server/node_modules packages/server/node_modules
COPY package.json ./
COPY packages/core/package.json packages/core/
COPY --from=build /app/packages/core/dist packages/core/dist
COPY packages/server/package.json packages/server/
COPY --from=build /app/packages/server/dist packages/server/dist
COPY packages/server/migrations packages/server/migrations
COPY packages/server/assets packages/server/assets
COPY --from=build /app/packages/web/dist packages/web/dist
COPY reference-data reference-data
# DATA_DIR: the embedded database and its generated keys, when neither DATABASE_URL nor the keys are set.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
WORKDIR /app/packages/server
EXPOSE 8585
# /livez does no I/O (decision 0085): a database outage must not get the container restarted. There is no curl in
# the slim image; Node's fetch asks instead.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8585) + '/livez').then((reply) => process.exit(reply.ok ? 0 : 1), () => process.exit(1))"]
# The server's own `npm start` command, run by Node directly so SIGTERM reaches it (a drained, clean stop).
CMD ["node", "--max-semi-space-size=8", "dist/main.js"]
