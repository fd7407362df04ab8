# syntax=docker/dockerfile:1

# ---- build: install everything, generate the Prisma client, compile the server and console ----
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY scripts ./scripts
COPY prisma ./prisma
RUN npm ci --no-audit --no-fund
COPY nest-cli.json tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY simulators ./simulators
COPY clients/typescript/src ./clients/typescript/src
COPY console ./console
# The commit the image is built from, for build_info in /metrics (the image has no .git):
# docker build --build-arg BUILD_COMMIT=$(git rev-parse HEAD) .
ARG BUILD_COMMIT=unknown
RUN npm run build && npm prune --omit=dev --ignore-scripts

# ---- runtime: production dependencies and compiled code only, as a non-root user ----
# `docker build .` builds this one (the default target is the last stage that is not a sandbox:
# see the end of the file); `--target sandbox` the same image with the vendor simulators.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
# The bridge only: the vendor simulators (sandbox mode, refused in production) stay behind.
COPY --from=build /app/dist/src ./dist/src
# The typed client, which the CLI (`npx bridge …`, or node dist/src/cli/main.js) talks through.
COPY --from=build /app/dist/clients ./dist/clients
# The web console at /console: static files, served compressed by the bridge.
COPY --from=build /app/dist/console ./dist/console
COPY --from=build /app/prisma ./prisma
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# A young generation of 1 MiB semi-spaces instead of V8's default: the audio that streams through
# the proxy and into archives is read in 64 KiB buffers that die young, and small semi-spaces
# collect them while they are still in the CPU's cache (bench:proxy: streaming up to 1.8x as fast,
# RSS growth 61-83 instead of 109-125 MiB; bench:archive up to 1.38x: the design notes' table).
# The benchmarks start the bridge with this line's flags.
CMD ["node", "--max-semi-space-size=1", "dist/src/main.js"]

# ---- sandbox: the runtime image with the vendor simulators, for trying the bridge out (Compose
# builds it): with no vendor configured and NODE_ENV other than production, the bridge starts
# them on loopback. Real vendors work in it too; production deployments use the runtime image.
FROM runtime AS sandbox
COPY --from=build /app/dist/simulators ./dist/simulators

# ---- the default target: the runtime image as it is ----
FROM runtime AS production
