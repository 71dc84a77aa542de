import { hash, verify } from '@node-rs/argon2';

// Argon2id (the library's default algorithm) with OWASP's recommended memory and time cost.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Verifies against a throwaway hash so that an unknown user costs as much time as a known one. */
export async function burnVerification(plain: string): Promise<void> {
  dummy ??= hashPassword('contraseña-inexistente-0');
  await verifyPassword(await dummy, plain);
}
