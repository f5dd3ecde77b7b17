import { hash, verify } from "@node-rs/argon2";

// argon2id (algorithm 2) with OWASP's minimum: 19 MiB, 2 iterations, 1 lane (~6 ms here).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the e-mail is unknown, so a login takes as long whether or not the account exists. */
export const dummyPasswordHash =
  "$argon2id$v=19$m=19456,t=2,p=1$js8OjbvGWBS+Z3uJQpyRiw$Ld2AAxdtRpPxqUpA3WqrlLLJpvi0NpUckKzbom+yhYU";
