import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { expect, signIn, test } from './fixtures';

// Releasing changes the portal's configuration for every journey: this file is the project
// 'release', which playwright.config.ts runs after all the others.

const ROOT = join(__dirname, '..', '..');
/** The stack's releases root (scripts/e2e-stack.mjs), empty at the start of a run. */
const releasesDir = () =>
  (JSON.parse(readFileSync(join(__dirname, '..', '.stack', 'env.json'), 'utf8')) as { PORTAL_RELEASES_DIR: string }).PORTAL_RELEASES_DIR;

/** `pnpm release:remote` / `pnpm rollback:remote` as a remote team runs them, on the stack's releases. */
function releaseCommand(...args: string[]): string {
  return execFileSync(process.execPath, ['scripts/release-remote.mjs', ...args], {
    cwd: ROOT,
    env: { ...process.env, PORTAL_RELEASES_DIR: releasesDir() },
    encoding: 'utf8',
  });
}

const PLACEHOLDER = 'Search by ID, related to or subject';
const MARKED = `${PLACEHOLDER} (new release)`;

/**
 * Releases the support remote (its checks are the unit tests' business), then changes a string its
 * list screen shows, so the page can tell the new version from the one it started with. Answers the
 * version's folder.
 */
function releaseMarkedSupport(): string {
  const output = releaseCommand('release', 'support', '--skip-checks');
  const version = /support (\S+) released/.exec(output)?.[1];
  expect(version, output).toBeTruthy();
  const folder = join(releasesDir(), 'versions', 'support', version!);
  const marked = readdirSync(folder).filter(
    (name) => name.endsWith('.js') && readFileSync(join(folder, name), 'utf8').includes(PLACEHOLDER),
  );
  expect(marked.length).toBeGreaterThan(0);
  for (const name of marked) {
    writeFileSync(join(folder, name), readFileSync(join(folder, name), 'utf8').replaceAll(PLACEHOLDER, MARKED));
    // The compressed copies still hold the old words, and the server would prefer them.
    for (const copy of ['.br', '.gz']) rmSync(join(folder, name + copy), { force: true });
  }
  return folder;
}

const openSection = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
const oldSearch = (page: Page) => page.getByPlaceholder(PLACEHOLDER, { exact: true });
const newSearch = (page: Page) => page.getByPlaceholder(MARKED, { exact: true });

test('a remote released alone reaches an open page at its next visit, a rollback too, and a page holding a deleted version recovers', async ({
  page,
  browser,
}) => {
  // Each release is a production build of the remote on a machine the other journeys share.
  test.setTimeout(480_000);
  await signIn(page);
  await openSection(page, 'Support');
  await expect(oldSearch(page)).toBeVisible();
  // Set on this document only: a reload would lose it.
  await page.evaluate(() => document.documentElement.setAttribute('data-opened-before-release', ''));

  const released = releaseMarkedSupport();
  await openSection(page, 'Dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await openSection(page, 'Support');
  await expect(newSearch(page)).toBeVisible();

  // A page opened now starts with the new release, and keeps holding it.
  const holder = await browser.newPage();
  await signIn(holder);
  await openSection(holder, 'Support');
  await expect(newSearch(holder)).toBeVisible();

  releaseCommand('rollback', 'support');
  await openSection(page, 'Dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await openSection(page, 'Support');
  await expect(oldSearch(page)).toBeVisible();
  await expect(page.locator('html[data-opened-before-release]')).toHaveCount(1);

  // The rolled-back version is deleted while `holder` still runs it: its next screen in the section
  // asks for a chunk that is gone, and the section loads the version the configuration names now.
  rmSync(released, { recursive: true });
  const missing: string[] = [];
  holder.on('response', (response) => {
    if (response.status() === 404 && response.url().includes('/releases/support/')) missing.push(response.url());
  });
  await holder.getByRole('link', { name: 'Open Ticket' }).click();
  await expect(holder.getByRole('heading', { level: 1, name: 'Open Ticket' })).toBeVisible();
  await expect(holder.getByText('This section is unavailable right now')).toBeHidden();
  expect(missing.length).toBeGreaterThan(0);
  await openSection(holder, 'Support');
  await expect(oldSearch(holder)).toBeVisible();
  await holder.close();
});
