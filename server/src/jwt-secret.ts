import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

import * as v from 'valibot';

/** 32 random bytes are 43 characters of base64url (44 of base64, 64 of hex). */
const MIN_CHARACTERS = 43;
const HOW_TO = 'Generate one with `openssl rand -base64 48` (or `node -e "console.log(crypto.randomBytes(48).toString(\'base64url\'))"`)';

/** Values that were once written in this repository as defaults: anyone can read them. */
const PUBLISHED = new Set(['development-only-secret-change-me', 'compose-only-secret-change-me', 'end-to-end-tests-secret']);

const SecretSchema = v.pipe(
  v.string(),
  v.trim(),
  v.check((secret) => !PUBLISHED.has(secret), 'is a value published in the repository'),
  v.minLength(MIN_CHARACTERS, `is shorter than 32 random bytes (${MIN_CHARACTERS} characters of base64)`),
  // 'aaaa…' or '1234…' is long but not random; 43 random base64 characters hold ~30 distinct ones.
  v.check((secret) => new Set(secret).size >= 12, 'repeats too few characters to be random'),
);

function parseSecret(secret: string, source: string): string {
  const parsed = v.safeParse(SecretSchema, secret);
  if (!parsed.success) throw new Error(`${source} ${parsed.issues[0].message}. ${HOW_TO}.`);
  return parsed.output;
}

/** The secret in `path`; on the first start (no file yet) a new one of 48 random bytes, readable by this user only. */
function readOrCreate(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(path), { recursive: true });
  // 'wx': two servers starting at once cannot both write; the loser reads the winner's.
  try {
    writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(path, 'utf8');
  }
}

/**
 * The secret that signs tokens: JWT_SECRET, or the content of the file JWT_SECRET_FILE (created on
 * first start when missing). Neither, or a weak one, stops the server with how to make one.
 */
export function resolveJwtSecret(env: Record<string, string | undefined>): string {
  if (env.JWT_SECRET) return parseSecret(env.JWT_SECRET, 'JWT_SECRET');
  if (env.JWT_SECRET_FILE) return parseSecret(readOrCreate(env.JWT_SECRET_FILE), `JWT_SECRET_FILE (${env.JWT_SECRET_FILE})`);
  throw new Error(`Set JWT_SECRET (at least 32 random bytes) or JWT_SECRET_FILE; the server signs no tokens with a default. ${HOW_TO}.`);
}
