import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes); @node-rs/argon2 defaults to argon2id.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

// A fixed hash to verify against when the account does not exist, so response times do not
// reveal which e-mail addresses have accounts.
const decoyHash = hash('decoy-password-for-timing', options);

export const verifyPassword = async (
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> => {
  if (!passwordHash) {
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
};
