# The host shell and the six remotes: one parametrised image, so seven Dockerfiles cannot drift.
#   docker build -f docker/web.Dockerfile --build-arg APP=remote-account .
#   docker build -f docker/web.Dockerfile --build-arg APP=host --build-arg ROLE=host .
# The build context is the workspace root (see .dockerignore).

FROM node:20-bookworm-slim AS build
ARG APP
RUN npm i -g pnpm@10.34.9
WORKDIR /app
# Manifests first: the install layer is rebuilt only when a dependency changes, not on every edit.
COPY package.json pnpm-workspace.yaml pnpm-lock.yaml ./
# pnpm applies the patches pnpm-workspace.yaml lists while it installs.
COPY patches patches
COPY host/package.json host/
COPY remote-account/package.json remote-account/
COPY remote-messaging/package.json remote-messaging/
COPY remote-support/package.json remote-support/
COPY remote-bookings/package.json remote-bookings/
COPY remote-listings/package.json remote-listings/
COPY remote-signup/package.json remote-signup/
COPY shared/contracts/package.json shared/contracts/
COPY shared/api/package.json shared/api/
COPY shared/session/package.json shared/session/
COPY shared/ui/package.json shared/ui/
COPY shared/config/package.json shared/config/
COPY shared/forms/package.json shared/forms/
COPY shared/i18n/package.json shared/i18n/
COPY shared/testing/package.json shared/testing/
COPY server/package.json server/
COPY e2e/package.json e2e/
RUN pnpm install --frozen-lockfile --filter "${APP}..."
COPY shared shared
COPY ${APP} ${APP}
RUN pnpm --filter "${APP}" build

# Debian's nginx rather than the nginx image: it has the Brotli module (brotli_static) as a package,
# the nginx image only gzip_static. Logs go to the container's output as in the nginx image.
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default /usr/share/nginx/html/* \
 && ln -sf /dev/stdout /var/log/nginx/access.log \
 && ln -sf /dev/stderr /var/log/nginx/error.log
ARG APP
# host: fall back to index.html for client routes; remote: CORS for the host's origin.
ARG ROLE=remote
COPY docker/nginx/cache-map.conf /etc/nginx/conf.d/cache-map.conf
COPY docker/nginx/static-site.inc /etc/nginx/portal/static-site.inc
COPY docker/nginx/forwarded.inc /etc/nginx/portal/forwarded.inc
COPY docker/nginx/${ROLE}.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
