import type es from './es.json';
// The text of the file, not the JSON module: core.ts takes its sections from that module, which
// is in the login page's chunk, and a module is never split between chunks.
import texto from './es.json?raw';

/** The whole Spanish catalogue, for the signed-in pages. */
export const catalogoCompleto = JSON.parse(texto) as typeof es;
