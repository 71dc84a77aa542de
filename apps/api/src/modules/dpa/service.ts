import { z } from 'zod';
import { id } from '@pb/contract';
import type { Ctx } from '../../core/context.js';
import { parse } from '../../core/http.js';
import * as repo from './repository.js';

export const params = z.object({ id });

export const departamentos = (ctx: Ctx) => repo.listarDepartamentos(ctx.db);

export const provincias = (ctx: Ctx, rawParams: unknown) => repo.listarProvincias(ctx.db, parse(params, rawParams).id);

export const municipios = (ctx: Ctx, rawParams: unknown) => repo.listarMunicipios(ctx.db, parse(params, rawParams).id);
