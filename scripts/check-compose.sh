#!/bin/sh
# Checks the container setup without a Docker engine: docker-compose.yml is valid compose, every
# Dockerfile and nginx variant it builds from exists, each Dockerfile copies every workspace
# package.json (or `pnpm install --frozen-lockfile` fails in the image), and the host's compose
# configuration names the same remotes as host/public/portal.config.json, and nginx sends the
# content security policy `npm start` sends, for the origins compose publishes.
# The compose check is skipped when docker-compose is not installed.
set -eu
cd "$(dirname "$0")/.."

fail() { echo "check-compose: $*" >&2; exit 1; }

# Workspace folders from the globs under `packages:` in pnpm-workspace.yaml.
for pattern in $(awk '/^packages:/ { p = 1; next } /^[^ ]/ { p = 0 } p && /^ *- / { print $2 }' pnpm-workspace.yaml); do
  for dir in $pattern; do
    [ -f "$dir/package.json" ] || continue
    for dockerfile in server/Dockerfile docker/web.Dockerfile; do
      grep -q "^COPY $dir/package.json $dir/\$" "$dockerfile" || fail "$dockerfile does not copy $dir/package.json"
    done
  done
done

# The API's image runs the JavaScript bundles server/build.mjs makes, not TypeScript through tsx.
grep -q '^CMD \["node", "dist/main.js"\]$' server/Dockerfile || fail "server/Dockerfile does not run node dist/main.js"
if grep -n 'tsx' docker-compose.yml; then fail "docker-compose.yml runs TypeScript through tsx; run the bundles in server/dist"; fi

# The nginx of the images sends the policy `npm start` sends, for the addresses compose's portal
# configuration names.
csp=$(node scripts/security-headers.mjs docker/portal.config.compose.json)
grep -qF "add_header Content-Security-Policy \"$csp\" always;" docker/nginx/static-site.inc ||
  fail "docker/nginx/static-site.inc does not send the policy of docker/portal.config.compose.json: $csp"

if ! command -v docker-compose >/dev/null 2>&1; then
  echo "check-compose: docker-compose is not installed; compose validation skipped" >&2
  exit 0
fi

# The token secret comes from .env (see .env.example), never from a literal in the YAML: without it
# compose must refuse; with a throw-away one (never a real .env) the file must validate.
env_file=$(mktemp)
trap 'rm -f "$env_file"' EXIT
if env -u JWT_SECRET docker-compose --env-file "$env_file" -f docker-compose.yml config -q 2>/dev/null; then
  fail "docker-compose.yml starts the server without JWT_SECRET from .env"
fi
printf 'JWT_SECRET=%s\n' "$(node -e 'console.log(require("node:crypto").randomBytes(48).toString("base64url"))')" > "$env_file"
compose() { docker-compose --env-file "$env_file" -f docker-compose.yml "$@"; }

compose config -q

# `config` does not open the files a build refers to; a renamed Dockerfile would pass unnoticed.
for dockerfile in $(compose config | sed -n 's/^ *dockerfile: *//p' | sort -u); do
  [ -f "$dockerfile" ] || fail "missing $dockerfile"
done
for role in $(compose config | sed -n 's/^ *ROLE: *//p' | sort -u) remote; do
  [ -f "docker/nginx/$role.conf" ] || fail "missing docker/nginx/$role.conf"
done

node -e '
const read = (file) => JSON.parse(require("node:fs").readFileSync(file, "utf8"));
const names = (config) => Object.keys(config.remotes).sort().join(",");
const dev = read("host/public/portal.config.json");
const compose = read("docker/portal.config.compose.json");
if (names(dev) !== names(compose)) {
  console.error(`check-compose: docker/portal.config.compose.json names ${names(compose)}, the host expects ${names(dev)}`);
  process.exit(1);
}
'
echo "check-compose: docker-compose.yml is valid"
