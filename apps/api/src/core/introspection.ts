import { BREAK, visit, type DocumentNode } from 'graphql';
import { ROLES_INTROSPECCION } from '@pb/contract';
import { MENSAJES } from '@pb/contract/mensajes';
import type { Config } from '../config.js';
import type { AuthUser } from './context.js';
import { AppError } from './errors.js';

export const INTROSPECTION_REFUSED = MENSAJES.introspeccion;

/** Per parsed document: mercurius keeps the documents it has seen, so the walk runs once per text. */
const vistos = new WeakMap<DocumentNode, boolean>();

function pideEsquema(document: DocumentNode): boolean {
  let pide = vistos.get(document);
  if (pide === undefined) vistos.set(document, (pide = recorrer(document)));
  return pide;
}

function recorrer(document: DocumentNode): boolean {
  let pide = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        pide = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return pide;
}

export function checkIntrospection(config: Pick<Config, 'NODE_ENV'>, user: AuthUser | null, document: DocumentNode): void {
  if (config.NODE_ENV !== 'production' || (user && ROLES_INTROSPECCION.has(user.id_rol))) return;
  if (pideEsquema(document)) throw new AppError('VALIDATION', INTROSPECTION_REFUSED);
}
