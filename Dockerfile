# syntax=docker/dockerfile:1
# Seller Tools as one image for every process role (issue 23): ROLE=api, ROLE=worker or ROLE=all run
# `node apps/server/src/main.ts`; the marketplace sandbox runs `node apps/sandbox/src/main.ts` from the
# same image. Node 24 runs the TypeScript sources directly (type stripping): nothing is compiled but
# the web app.

# Build stage: every dependency, then the web app (and its prerendered public pages).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/sandbox/package.json apps/sandbox/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci
COPY . .
RUN npm run build

# Runtime stage: production dependencies of the server, the contract and the sandbox only.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/sandbox/package.json apps/sandbox/
RUN npm ci --omit=dev --workspace @seller-tools/server --workspace @seller-tools/sandbox \
    --workspace @seller-tools/contract --include-workspace-root=false && npm cache clean --force
COPY packages/contract packages/contract
COPY apps/server/src apps/server/src
COPY apps/server/drizzle apps/server/drizzle
COPY apps/sandbox/src apps/sandbox/src
COPY --from=build /app/apps/web/dist apps/web/dist
# Not root: the processes need no privilege, and a file they could write would be a file to attack.
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/server/src/main.ts"]
