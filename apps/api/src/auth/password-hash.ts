import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt cost N=2^14, r=8, p=1: the OWASP minimum for scrypt, ~50 ms on one core here.
const COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  keyLength: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64), with a fresh random salt per password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, { N: COST, r: BLOCK_SIZE, p: PARALLELISM }, KEY_LENGTH);
  return [
    'scrypt',
    COST,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

// Compared against when there is no user (or no password), so a wrong username costs as much
// time as a wrong password and the response time does not tell them apart.
const NO_PASSWORD_HASH = [
  'scrypt',
  COST,
  BLOCK_SIZE,
  PARALLELISM,
  randomBytes(SALT_LENGTH).toString('base64'),
  Buffer.alloc(KEY_LENGTH).toString('base64'),
].join('$');

/** Constant-time check of a password against a stored hash; always does the scrypt work. */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const parts = (stored ?? NO_PASSWORD_HASH).split('$');
  const [scheme, n, r, p, saltB64, hashB64] =
    parts.length === 6 && parts[0] === 'scrypt' ? parts : NO_PASSWORD_HASH.split('$');
  const expected = Buffer.from(hashB64 ?? '', 'base64');
  const actual = await derive(
    password,
    Buffer.from(saltB64 ?? '', 'base64'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return (
    scheme === 'scrypt' &&
    stored != null &&
    actual.length === expected.length &&
    timingSafeEqual(actual, expected)
  );
}
