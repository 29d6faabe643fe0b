import { existsSync } from 'node:fs';

/**
 * The machine's Chromium and its flags, for the config and for a journey that launches its own.
 * Debian's headless shell when installed (`npm test` installs it): the same Blink and V8 without the
 * full browser around them, about a fifth less of the run's CPU than `/usr/bin/chromium`
 * (docs/bench/ci-time.md); the full browser otherwise.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
