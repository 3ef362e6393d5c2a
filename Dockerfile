# syntax=docker/dockerfile:1
# The site as a container: `docker build -t ztart-visa --build-arg SITE_URL=https://www.example.ae .`
# then `docker run -p 3000:3000 -e SESSION_SECRET=... -e DOCUMENTS_KEY=... -e MONGODB_URI=... ztart-visa`. One image
# serves every instance; run the delivery worker from it too (`npm run worker`). See README,
# "Deployment".

# --- dependencies, with the tools better-sqlite3 needs when no prebuilt binary fits -------------
FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

# --- the production build ----------------------------------------------------------------------
FROM deps AS build
# Fixed in the pages and headers at build time (README, "Configuration").
ARG SITE_URL=http://localhost:3000
ARG COMPANY_PHONE=
ARG COMPANY_EMAIL=
ARG COMPANY_WHATSAPP=
ARG CLOUDINARY_URL=
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 SITE_URL=$SITE_URL COMPANY_PHONE=$COMPANY_PHONE \
    COMPANY_EMAIL=$COMPANY_EMAIL COMPANY_WHATSAPP=$COMPANY_WHATSAPP CLOUDINARY_URL=$CLOUDINARY_URL
COPY . .
# The build reads an empty store of its own (it never writes to one, and needs no database): each
# instance marks what was prerendered stale when it starts and renders pages from its real store.
# `npm run build` also builds the command-line programs (the worker, seed) into dist/.
RUN DATA_DIR=/tmp/build-data npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf /tmp/build-data .next/cache

# --- what runs ---------------------------------------------------------------------------------
FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 DATA_DIR=/data
# `npm run worker` and `npm run seed` run the programs built into dist/, on the pruned node_modules.
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server.mjs"]
