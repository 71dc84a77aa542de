import { createRequire } from 'node:module';
import type Forge from 'node-forge';

let cargado: typeof Forge | undefined;

/**
 * node-forge, required at its first use (a signed file checked, a demo certificate issued), not at
 * start: it is about 3 MB of a copy's heap, and most copies never check a signature.
 */
export const nodeForge = (): typeof Forge => (cargado ??= createRequire(import.meta.url)('node-forge') as typeof Forge);
