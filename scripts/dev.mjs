// `npm run dev`: the server and every app in watch mode (webpack-dev-server on ports 3000-3006).
import { ensureDependencies, ensurePnpm, pnpm } from './lib.mjs';

const pnpmCommand = ensurePnpm();
ensureDependencies(pnpmCommand);
pnpm(pnpmCommand, ['seed']);
pnpm(pnpmCommand, ['-r', '--parallel', '--filter', 'server', '--filter', 'host', '--filter', './remote-*', 'run', 'dev']);
