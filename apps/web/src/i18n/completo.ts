import { CAMPOS_ES } from '@pb/contract/mensajes/campos';
import { MENSAJES_ES } from '@pb/contract/mensajes/es';
import type es from './es.json';
// The text of the file, not the JSON module: core.ts takes its sections from that module, which
// is in the login page's chunk, and a module is never split between chunks.
import texto from './es.json?raw';

const catalogo = JSON.parse(texto) as typeof es;

/**
 * The whole Spanish catalogue, for the signed-in pages: the server's messages and field names come
 * from the contract, where their Spanish text is written once (decision 074).
 */
export const catalogoCompleto = { ...catalogo, servidor: { ...catalogo.servidor, mensajes: MENSAJES_ES, campos: CAMPOS_ES } };
