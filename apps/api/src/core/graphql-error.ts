import { GraphQLError, type ASTNode } from 'graphql';
import type { ErrorCode } from '@pb/contract';
import { texto, type Mensaje } from '@pb/contract/mensajes';

/** A GraphQL error of ours: the message's Spanish text, with its code, key and values in `extensions` (decision 074). */
export function graphqlError(m: Mensaje, code: ErrorCode, opciones: { path?: ReadonlyArray<string | number>; nodes?: ASTNode; extensions?: Record<string, unknown> } = {}): GraphQLError {
  return new GraphQLError(texto(m), { path: opciones.path, nodes: opciones.nodes, extensions: { code, clave: m.clave, parametros: m.parametros, ...opciones.extensions } });
}
