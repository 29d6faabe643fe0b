// A remote is released on its own (issue 35): the host that runs it was built from other sources.
// Each test serves another build of remote-support in place of the one the stack deployed, and
// walks its screens: one built from today's sources with a change that uses a name of @portal/ui
// no app imported before, and the previous release's build (e2e/fixtures/remote-support-release-1).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { expect, signIn, test } from './fixtures';

const workspace = join(__dirname, '../..');
const UNAVAILABLE = 'This section is unavailable right now';

/**
 * remote-support's production build from its sources with one file changed, as its team's CI
 * would build it alone: in a folder of its own, with the workspace's installed dependencies.
 */
function buildSupport(file: string, change: (source: string) => string): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'version-skew-')), 'remote-support');
  const app = join(workspace, 'remote-support');
  for (const part of ['package.json', 'webpack.config.cjs', 'src']) cpSync(join(app, part), join(dir, part), { recursive: true });
  symlinkSync(join(app, 'node_modules'), join(dir, 'node_modules'));
  const source = readFileSync(join(dir, file), 'utf8');
  const changed = change(source);
  if (changed === source) throw new Error(`the change to ${file} no longer applies`);
  writeFileSync(join(dir, file), changed);
  execFileSync(join(dir, 'node_modules/.bin/webpack'), ['--mode', 'production'], { cwd: dir, stdio: 'pipe' });
  return join(dir, 'dist');
}

/** Serves a build of remote-support at /remotes/support/ in place of the deployed one. */
async function serveSupport(page: Page, dist: string) {
  await page.route('**/remotes/support/**', (route) => {
    const file = join(dist, new URL(route.request().url()).pathname.replace(/^\/remotes\/support\//, ''));
    return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
  });
}

/** The support list, an open ticket with its closing dialog and the form for a new one, as a supplier walks them. */
async function walkSupport(page: Page) {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await page.getByLabel('Sort by').selectOption({ label: 'Oldest First' });
  await expect(page).toHaveURL(/sort=oldest/);
  await page.getByRole('table', { name: 'Support tickets' }).getByRole('row').nth(1).click();
  await page.getByRole('button', { name: 'Close Ticket' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Close this ticket?' });
  await dialog.getByRole('button', { name: 'Keep open' }).click();
  await expect(dialog).toBeHidden();
  await page.goBack();
  await page.getByRole('link', { name: 'Open Ticket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Open Ticket' })).toBeVisible();
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
}

test.describe('a remote released apart from the host', () => {
  // One of them builds a remote first (about a minute, more on a busy machine).
  test.describe.configure({ timeout: 300_000 });
  let dist = '';
  test.afterAll(() => {
    if (dist) rmSync(join(dist, '../..'), { recursive: true, force: true });
  });

  test('remote-support changed to use Container, which no app imported, works under the host built before', async ({ page }) => {
    dist = buildSupport('src/support-list/support-page.tsx', (source) =>
      source
        .replace(
          "import { Button, Field, NativeSelect, Page } from '@portal/ui';",
          "import { Button, Container, Field, NativeSelect, Page } from '@portal/ui';",
        )
        .replace(
          '<SortBy value={query.sort} onChange={(sort) => update({ sort })} />',
          '<Container px="0"><SortBy value={query.sort} onChange={(sort) => update({ sort })} /></Container>',
        ),
    );
    // The build says it takes Container from the host, and the release check finds the host provides it.
    const surface = JSON.parse(readFileSync(join(dist, 'share-surface.json'), 'utf8')) as {
      consumes: Record<string, { exports: string[] | null }>;
    };
    expect(surface.consumes['@portal/ui/v2']?.exports).toContain('Container');
    execFileSync(process.execPath, [join(workspace, 'scripts/check-shared-exports.mjs'), join(workspace, 'host/dist'), dist], {
      stdio: 'pipe',
    });

    await serveSupport(page, dist);
    await walkSupport(page);
  });

  // It also takes `callList` and `call(path, schema)` from @portal/api's client, which the endpoint
  // table (issue 36) replaced: the host serves release 1's key of both packages from a facade.
  test('remote-support of the previous release, which takes the list helpers from @portal/ui and callList from @portal/api, works under today’s host', async ({
    page,
  }) => {
    await serveSupport(page, join(workspace, 'e2e/fixtures/remote-support-release-1'));
    await walkSupport(page);
  });
});
