import { hash, verify } from '@node-rs/argon2';

// Argon2id (the library's default algorithm) with OWASP's recommended memory and time cost.
export const ARGON2_PRODUCCION = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
// The lowest cost argon2 accepts, for the test runner only: a test login then costs microseconds, not
// 35 ms. Verification reads the cost from the stored hash, so cheap and production hashes mix safely.
const ARGON2_PRUEBAS = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

/**
 * The cost new hashes get: the cheap one only inside Vitest (NODE_ENV=test set by Vitest and its VITEST
 * flag), so no server, whatever its NODE_ENV, ever stores a cheap hash.
 */
export function parametrosArgon2(env: NodeJS.ProcessEnv = process.env) {
  return env.NODE_ENV === 'test' && env.VITEST === 'true' ? ARGON2_PRUEBAS : ARGON2_PRODUCCION;
}

export function hashPassword(plain: string, opciones: { memoryCost: number; timeCost: number; parallelism: number } = parametrosArgon2()): Promise<string> {
  return hash(plain, opciones);
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
