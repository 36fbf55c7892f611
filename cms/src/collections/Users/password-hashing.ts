import crypto from 'node:crypto'

/**
 * Payload's own check of a password against the stored salt and hash (its local strategy, which
 * it does not export): PBKDF2-SHA256, 600,000 rounds for hashes written by Payload 3.90 and later
 * (prefixed), 25,000 rounds and 512 bytes for older ones. The e2e tests of the profile screen fail
 * if this ever disagrees with Payload's login.
 */
export async function passwordMatches(password: string, salt: unknown, hash: unknown): Promise<boolean> {
  if (typeof salt !== 'string' || typeof hash !== 'string') return false
  const prefix = 'pbkdf2-sha256-v1:'
  const [stored, iterations, keyLength] = hash.startsWith(prefix)
    ? [hash.slice(prefix.length), 600_000, 32]
    : [hash, 25_000, 512]
  const derived = await pbkdf2(password, salt, iterations, keyLength)
  const expected = Buffer.from(stored, 'hex')
  return derived.length === expected.length && crypto.timingSafeEqual(derived, expected)
}

const pbkdf2 = (password: string, salt: string, iterations: number, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )

/**
 * The work of one password check (or of hashing a new password) against nothing: an answer about
 * an address without an account takes as long as one about an account (no enumeration by timing).
 */
export async function spendPasswordWork(password: unknown) {
  await pbkdf2(typeof password === 'string' ? password : '', crypto.randomBytes(32).toString('hex'), 600_000, 32)
}
