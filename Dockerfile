# syntax=docker/dockerfile:1
# StayIndia: the API server and the built React client in one image. Same steps as CI (.ci/run):
# Node 20, `npm ci` from package-lock.json, `npm run build` (vite build into dist/client, and the server-rendering entry into dist/ssr), and the
# server started the way `npm start` starts it (minus the build): `node --import tsx server/main.ts`.
# tsx is a runtime dependency (package.json "dependencies"), so `npm ci --omit=dev` keeps it.

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. deps: every dependency (dev ones too: vite, the React toolchain) from the lock file.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. build: the client bundle, with the same script CI and `npm start` use.
FROM deps AS build
COPY . .
RUN npm run build

# 3. runtime: production dependencies only, the server sources, the GraphQL schema and the built client.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/.data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund \
 && npm cache clean --force \
 && mkdir -p /app/.data \
 && chown node:node /app/.data
COPY tsconfig.json schema.graphql ./
COPY server ./server
# The one client file the server imports: which paths are pages, and the server-rendering types.
COPY client/src/ssr-contract.ts ./client/src/ssr-contract.ts
# The trusted documents: the client's operations by id, which GET /graphql accepts.
COPY client/src/__generated__/persisted-documents.json ./client/src/__generated__/persisted-documents.json
COPY --from=build /app/dist/client ./dist/client
# The server-rendering entry (server/web/ssr.ts): hotel lists and hotel pages are sent as HTML.
COPY --from=build /app/dist/ssr ./dist/ssr

# The official image's unprivileged user (uid 1000). The app only writes under DATA_DIR (embedded ledger
# when DATABASE_URL is unset).
USER node
EXPOSE 3000

# Readiness: the ledger answers, the provider does not refuse the key, and the process is not stopping
# (README, health). Node's fetch, so no curl in the image.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# node is PID 1 and receives SIGTERM directly; server/main.ts drains in-flight requests and exits.
CMD ["node", "--import", "tsx", "server/main.ts"]
