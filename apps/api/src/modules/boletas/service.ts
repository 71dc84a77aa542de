import { z } from 'zod';
import { boletaSchema, id as idSchema } from '@pb/contract';
import type { ArchivoGenerado } from '../../core/archivo.js';
import type { Ctx } from '../../core/context.js';
import { notFound } from '../../core/errors.js';
import { entidadScope, requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import type { Executor } from '../../db/client.js';
import { dibujarBoleta, type LineaBoleta } from './dibujo.js';
import * as repo from './repository.js';

const LOTE = 1000;

async function* lineas(db: Executor, idPlanilla: number): AsyncGenerator<LineaBoleta> {
  let despues = 0;
  while (true) {
    const pagina = await repo.paginaLineas(db, idPlanilla, despues, LOTE);
    for (const l of pagina) {
      yield { beneficiaria: l.beneficiaria, documento: l.complemento ? `${l.nro_documento}-${l.complemento}` : l.nro_documento, subsidio: l.subsidio, asignacion: l.nro_asignacion === null ? '' : String(l.nro_asignacion), monto: l.monto };
    }
    if (pagina.length < LOTE) return;
    despues = pagina[pagina.length - 1]!.id;
  }
}

/**
 * `POST v1/beneficiarias/boletas/{id}`: the receipt of a payroll the caller may see, a PDF the
 * route answers in base64 (decision 041). Everything on it comes from our records: the body's matrícula is used only when it is one of
 * the entity's own (an entity with several picks the one its screen shows).
 */
export async function boleta(ctx: Ctx, params: unknown, body: unknown): Promise<ArchivoGenerado> {
  const quien = requireUser(ctx);
  const { id } = parse(z.object({ id: idSchema }), params);
  // Only the spec's three fields: anything else is a mistake of the caller's, refused before any look-up.
  const pedido = parse(boletaSchema.strict(), body);
  const p = await repo.cabecera(ctx.db, id, entidadScope(quien));
  if (!p) throw notFound();
  const propias = [p.matricula_comercio, ...p.matriculas_comercio].filter((m): m is string => Boolean(m));
  const matricula = pedido.matricula_comercio && propias.includes(pedido.matricula_comercio) ? pedido.matricula_comercio : (propias[0] ?? '—');
  const pdf = await dibujarBoleta(
    { id: p.id, nombre: p.nombre, estado: p.estado, monto_total: p.monto_total, creada: new Date(p._created_at), entidad: p.entidad, nit: p.nit ?? '—', matricula, sucursal: p.sucursal, cpt: p.cpt, c31: p.c31, lineas: p.lineas, conAsignacion: p.con_asignacion },
    lineas(ctx.db, p.id),
    ctx.deps.clock(),
  );
  return { nombreArchivo: `planilla-${p.id}.pdf`, tipo: 'application/pdf', contenido: pdf };
}
