import { rolesFiltroSchema } from '@pb/contract';
import type { Ctx } from '../../core/context.js';
import { parse } from '../../core/http.js';
import * as repo from './repository.js';

/** Roles are read-only here; adding and editing them comes with its own issue. */
export async function listar(ctx: Ctx, args: unknown) {
  return repo.listar(ctx.deps.database.db, parse(rolesFiltroSchema, args));
}
