// The nginx configuration of the compose images (docker/nginx, laid out as docker/web.Dockerfile
// copies it) run by the machine's Debian nginx, unprivileged: the e2e stack's front door, so a
// routing, caching or header mistake in the files compose ships fails a journey. Only what a
// container has and this machine has not is rewritten, as the files are read: the port each app
// listens on, its folder, the releases folder compose mounts (ADR 0017), and the compose services the host forwards to. Node only.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { userInfo } from 'node:os';
import { dirname, join } from 'node:path';

import { root } from './lib.mjs';

const NGINX = '/usr/sbin/nginx';
/** Debian's nginx loads it from modules-enabled; the images install it for brotli_static. */
const BROTLI_MODULE = '/usr/share/nginx/modules-available/mod-http-brotli-static.conf';
/** The Debian packages the front door needs, for a message or `npm test` to install. */
export const NGINX_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static'];

export const nginxAvailable = () => existsSync(NGINX) && existsSync(BROTLI_MODULE);

/** Where the image puts each file of docker/nginx for `role` (host or remote): its COPY lines. */
function imageLayout(role) {
  const dockerfile = readFileSync(join(root, 'docker', 'web.Dockerfile'), 'utf8');
  const copies = [...dockerfile.matchAll(/^COPY (docker\/nginx\/\S+) (\/etc\/nginx\/\S+)$/gm)].map(([, from = '', to = '']) => ({
    from: from.replace('${ROLE}', role),
    to,
  }));
  if (copies.length === 0) throw new Error('docker/web.Dockerfile copies no nginx configuration (COPY docker/nginx/...)');
  return copies;
}

/**
 * The machine's equivalent of each container-only value: `listen 80` becomes the app's port, the
 * image's html folder the app's build, the mounted releases folder `releases`, /etc/nginx under `dir`, and each compose service
 * (an upstream's `server server-1:4000;`, or a `proxy_pass http://remote-account/` to no upstream) the local origin in `services`. A value the
 * files no longer spell the expected way fails here rather than serving something else.
 */
function render(text, { port, site, releases, dir, services }) {
  /** @param {string} service */
  const local = (service) => {
    if (!services.has(service)) throw new Error(`docker/nginx forwards to ${service}, which the e2e stack does not run`);
    return /** @type {string} */ (services.get(service));
  };
  const upstreams = new Set([...text.matchAll(/^\s*upstream ([\w-]+)/gm)].map(([, name]) => name));
  const replaced = text
    .replace(/^(\s*)listen 80;$/m, `$1listen ${port};`)
    .replace(/^(\s*)root \/usr\/share\/nginx\/html;$/m, `$1root ${site};`)
    .replaceAll('/etc/nginx/', `${dir}/`)
    .replaceAll('/srv/portal-releases', releases)
    // An upstream's servers are compose services, named by host and port: the local origin's, once
    // (the API's two compose instances are one local server when the stack runs one).
    .replace(/^(\s*upstream [\w-]+ \{[^}]*\})/gm, (block) => {
      const seen = new Set();
      return block.replace(/\bserver ([\w-]+)(?::\d+)?; ?/g, (_, service) => {
        const host = new URL(local(service)).host;
        if (seen.has(host)) return '';
        seen.add(host);
        return `server ${host}; `;
      });
    })
    .replace(/proxy_pass http:\/\/([\w-]+)(?::\d+)?([^;\s]*);/g, (whole, service, path) =>
      upstreams.has(service) ? whole : `proxy_pass ${local(service)}${path};`,
    );
  return replaced;
}

/** The main configuration: Debian's nginx.conf as the image uses it, with every path it writes under `dir`. */
function mainConfig(dir) {
  // As root (CI), workers would otherwise run as nobody and could not write the temporary folders.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};` : '';
  return `${user}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
include /etc/nginx/modules-enabled/*.conf;
events { worker_connections 512; }
http {
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${dir}/tmp/body;
    proxy_temp_path ${dir}/tmp/proxy;
    fastcgi_temp_path ${dir}/tmp/fastcgi;
    uwsgi_temp_path ${dir}/tmp/uwsgi;
    scgi_temp_path ${dir}/tmp/scgi;
    include ${dir}/conf.d/*.conf;
}
`;
}

/** Writes the configuration of one app under `dir` (its /etc/nginx) and answers the main file. */
/**
 * @param {{ role: string, port: number, site: string, dir: string, releases?: string, services: Map<string, string> }} options
 */
export function writeSite({ role, port, site, dir, releases = join(dir, 'releases'), services }) {
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  const written = imageLayout(role)
    .map(({ from, to }) => {
      const target = join(dir, to.replace(/^\/etc\/nginx\//, ''));
      mkdirSync(dirname(target), { recursive: true });
      const text = render(readFileSync(join(root, from), 'utf8'), { port, site, releases, dir, services });
      writeFileSync(target, text);
      return text;
    })
    .join('\n');
  // Spelled otherwise, the image's port and folder would stay as they are and serve nothing here.
  for (const expected of [`listen ${port};`, `root ${site};`]) {
    if (!written.includes(expected))
      throw new Error(`docker/nginx (${role}) no longer says ${expected.replace(/ .*/, '')} as scripts/nginx.mjs rewrites it`);
  }
  const main = join(dir, 'nginx.conf');
  writeFileSync(main, mainConfig(dir));
  return main;
}

/** Resolves once something accepts connections on `port`, or rejects when `child` exits first. */
function listening(name, port, child) {
  return /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      const exited = (code) => reject(new Error(`${name}'s nginx (docker/nginx on port ${port}) exited with ${code} before it listened`));
      child.once('exit', exited);
      const attempt = () => {
        const socket = connect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          child.off('exit', exited);
          resolve();
        });
        socket.once('error', () => {
          if (child.exitCode === null) setTimeout(attempt, 25);
        });
      };
      attempt();
    })
  );
}

/**
 * Starts one app's nginx (`role` host or remote) on `port`, serving `site`; `services` maps each
 * compose service the host forwards to onto a local origin. Answers `close()`, which stops it.
 * @param {{ name: string, role: string, port: number, site: string, releases?: string, dir: string, services?: Map<string, string> }} options
 */
export async function startNginx({ name, role, port, site, releases, dir, services = new Map() }) {
  const main = writeSite({ role, port, site, releases, dir, services });
  const child = spawn(NGINX, ['-e', 'stderr', '-c', main], { stdio: ['ignore', 'inherit', 'inherit'] });
  await listening(name, port, child);
  const close = () => {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // TERM: nginx's fast shutdown, connections closed at once, as a container that is stopped.
    child.kill('SIGTERM');
    return exited;
  };
  return { close };
}
