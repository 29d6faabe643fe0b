// `npm run dev`: the server and every app in watch mode (webpack-dev-server on ports 3000-3006).
import { ensureDependencies, ensurePnpm, pnpm, secretFileEnv } from './lib.mjs';

const pnpmCommand = ensurePnpm();
ensureDependencies(pnpmCommand);
pnpm(pnpmCommand, ['seed']);
// The server started below reads (or on its first start creates) its token secret there.
Object.assign(process.env, secretFileEnv(process.env));
pnpm(pnpmCommand, ['-r', '--parallel', '--filter', 'server', '--filter', 'host', '--filter', './remote-*', 'run', 'dev']);
