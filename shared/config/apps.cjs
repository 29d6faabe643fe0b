// The portal's web apps and their ports, for `pnpm dev`, `npm start` and the e2e stack. The host
// serves each remote under /remotes/<name>/ too, by its name without `remote-` (ADR 0014).
const apps = [
  { name: 'host', port: 3000 },
  { name: 'remote-account', port: 3001 },
  { name: 'remote-messaging', port: 3002 },
  { name: 'remote-support', port: 3003 },
  { name: 'remote-bookings', port: 3004 },
  { name: 'remote-listings', port: 3005 },
  { name: 'remote-signup', port: 3006 },
];

/** Each remote's name in portal.config.json (`account`) with its port. */
const remotePorts = new Map(apps.filter((app) => app.name !== 'host').map((app) => [app.name.replace(/^remote-/, ''), app.port]));

/** The port of the app in the folder named `app` ('host', 'remote-account'). */
function portOf(app) {
  const found = apps.find(({ name }) => name === app);
  if (!found) throw new Error(`${app} is not one of the portal's apps (shared/config/apps.cjs)`);
  return found.port;
}

module.exports = { apps, portOf, remotePorts };
