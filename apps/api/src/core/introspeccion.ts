import { BREAK, visit, type DocumentNode } from 'graphql';
import { ROLES_INTROSPECCION } from '@pb/contract';
import type { Config } from '../config.js';
import type { AuthUser } from './context.js';
import { AppError } from './errors.js';

export const TEXTO_INTROSPECCION = 'La consulta del esquema GraphQL no está disponible para su rol.';

function pideEsquema(document: DocumentNode): boolean {
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

export function verificarIntrospeccion(config: Pick<Config, 'NODE_ENV'>, user: AuthUser | null, document: DocumentNode): void {
  if (config.NODE_ENV !== 'production' || (user && ROLES_INTROSPECCION.has(user.id_rol))) return;
  if (pideEsquema(document)) throw new AppError('VALIDATION', TEXTO_INTROSPECCION);
}
