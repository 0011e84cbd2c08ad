import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  // Verify against a fixed hash when there is none, so timing does not tell whether the account exists.
  const target = passwordHash ?? DUMMY_HASH;
  const ok = await verify(target, password).catch(() => false);
  return ok && passwordHash !== null;
}

const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$GnssW61bsOvhc+Xq9l051g$nD8snBIaDnN27ipGdpsp97bqMVxMuUp71IvEWPJUllU';
