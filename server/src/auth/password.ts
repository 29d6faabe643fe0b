import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

import { PRODUCTION_SCRYPT, type ScryptParams } from '../config';

const KEY_LENGTH = 64;
// Bounds for parameters read back from a stored hash: enough for any we write, never a denial of service.
const LIMITS = { logN: [10, 20], r: [1, 32], p: [1, 16] } as const;

interface StoredHash {
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

const derive = (password: string, salt: Buffer, { logN, r, p }: ScryptParams) =>
  new Promise<Buffer>((resolve, reject) => {
    const N = 2 ** logN;
    // scrypt needs 128·N·r bytes; Node refuses more than 32 MiB unless maxmem says otherwise.
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: 2 * 128 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

const within = (params: ScryptParams) =>
  (Object.keys(LIMITS) as (keyof ScryptParams)[]).every(
    (key) => Number.isInteger(params[key]) && params[key] >= LIMITS[key][0] && params[key] <= LIMITS[key][1],
  );

/**
 * A stored hash: the PHC string '$scrypt$ln=17,r=8,p=1$salt$hash' (unpadded base64), or the
 * format of earlier versions, 'scrypt$N$r$p$salt$hash'. Null when it is neither.
 */
function parse(stored: string): StoredHash | null {
  const phc = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
  const legacy = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  const match = phc ?? legacy;
  if (!match) return null;
  const [, cost, r, p, salt, hash] = match;
  const params = { logN: phc ? Number(cost) : Math.log2(Number(cost)), r: Number(r), p: Number(p) };
  if (!within(params)) return null;
  return { params, salt: Buffer.from(salt!, 'base64'), hash: Buffer.from(hash!, 'base64') };
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/** scrypt with a random salt, stored with its parameters so they can rise later. */
export async function hashPassword(password: string, params: ScryptParams = PRODUCTION_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return `$scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
}

/** Checks a password with the parameters stored in its hash, whatever today's are. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.params);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** Whether a hash is weaker than `params` (or in the old format): the next sign-in hashes again. */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const parsed = parse(stored);
  if (!parsed || !stored.startsWith('$scrypt$')) return true;
  return parsed.params.logN < params.logN || parsed.params.r < params.r || parsed.params.p < params.p;
}
