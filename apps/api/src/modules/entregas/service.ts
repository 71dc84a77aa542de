import { buscarEntregaSchema, entregarPaqueteSchema, fechaBolivia } from '@pb/contract';
import { MENSAJES, aviso, type Mensaje } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../core/errors.js';
import { requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import { comprobarCodigo } from '../codigos/service.js';
import { cargar } from '../cuentas/service.js';
import { origenEntrega } from '../cuentas/origen.js';
import * as paquetes from '../paquetes/service.js';
import { contarTarjeta } from '../ventas/service.js';
import * as repo from './repository.js';

/**
 * Handing out packages at the counter (spec part 2 §2.16, §3 "Delivery record"; decision 026).
 * A refusal of a delivery is an answer (code -1), not an error: a wrong SMS code's try must commit.
 */

/** `buscarbeneficiariaEntrega`: the person's subsidy beneficiary rows with their calendars' counts, newest first. */
export async function buscar(ctx: Ctx, args: unknown) {
  requireUser(ctx);
  const { persona_nro_documento } = parse(buscarEntregaSchema, args);
  return repo.registros(ctx.db, persona_nro_documento, fechaBolivia(ctx.deps.clock()));
}

/** `regionalesEntrega`: where a package can be handed out. */
export async function regionales(ctx: Ctx) {
  requireUser(ctx);
  return (await paquetes.regionales(ctx)).datos.map((r) => ({ id: r.id, nombre: r.nombre }));
}

const rechazo = (mensaje: Mensaje) => ({ code: -1, ...aviso(mensaje, 'message'), entrega: null });

/**
 * `entregarPaquete`: identifies the beneficiary (her ASIGNADO card, or an ENTREGA code), takes her
 * oldest deliverable calendar, charges its amount to her account (`entrega:<id>`) and marks it
 * ENTREGADO with the regional's ACTIVO package of her subsidy — in the mutation's transaction.
 */
export async function entregar(ctx: Ctx, args: unknown) {
  const quien = requireUser(ctx);
  const e = parse(entregarPaqueteSchema, args);
  const cuando = ctx.deps.clock();
  const hoy = fechaBolivia(cuando);
  const sucursal = await paquetes.regionalDelPrograma(ctx, e.idSucursal);
  if (!sucursal) return rechazo(MENSAJES.entregaRegionalInvalida);
  const b = await repo.beneficiaria(ctx.db, e.idBeneficiaria);
  if (!b) throw notFound();
  if (b.estado !== 'ACTIVO') return rechazo(MENSAJES.entregaBeneficiariaNoActiva({ estado: b.estado }));
  if (b.id_subsidio === 1) return rechazo(MENSAJES.entregaNadaEntregable);
  const paquete = await paquetes.activo(ctx, b.id_subsidio, sucursal.id);
  if (!paquete) return rechazo(MENSAJES.entregaSinPaquete({ subsidio: b.subsidio, regional: sucursal.nombre }));
  const calendario = await repo.calendarioEntregable(ctx.db, b.id, hoy);
  if (!calendario) return rechazo(MENSAJES.entregaNadaEntregable);

  // Identification last: a right SMS code is spent only by a delivery that can happen.
  if (e.medio === 'TARJETA') {
    const uuid = await repo.tarjetaAsignada(ctx.db, b.id);
    if (!uuid) return rechazo(MENSAJES.beneficiariaSinTarjeta);
    if (!e.uuidTarjeta) return rechazo(MENSAJES.entregaTarjetaIncorrecta);
    // A wrong card counts as at a sale (issue 32): the third in a row blocks her, by the sales' own rule.
    const mal = await contarTarjeta(ctx.db, { idPersona: b.id_persona, idSubsidio: b.id_subsidio, correcta: e.uuidTarjeta === uuid }, quien.id, cuando);
    if (mal !== null) return rechazo(mal);
  } else {
    if (!e.codigo) return rechazo(MENSAJES.codigoRequerido);
    const c = await comprobarCodigo(ctx.db, { idPersona: b.id_persona, proposito: 'ENTREGA', codigo: e.codigo }, quien.id, cuando);
    if (!c.ok) return rechazo(c.mensaje);
  }

  const cargo = await cargar(ctx.db, { idBeneficiaria: b.id, idSubsidio: calendario.id_subsidio, monto: calendario.monto, origen: origenEntrega(calendario.id) }, quien.id, cuando);
  // YA_CARGADO cannot happen under the calendar's lock; answered as "nothing deliverable" all the same.
  if (!cargo.ok) return rechazo(cargo.motivo === 'SIN_SALDO' ? MENSAJES.entregaSaldoInsuficiente : MENSAJES.entregaNadaEntregable);
  await repo.marcarEntregada(ctx.db, calendario.id, { idPaquete: paquete.id, idSucursal: sucursal.id, medio: e.medio, idMovimiento: cargo.idMovimiento }, quien.id, cuando);
  return {
    code: 1,
    ...aviso(MENSAJES.entregaRealizada, 'message'),
    entrega: {
      id: calendario.id,
      nro_asignacion: calendario.nro_asignacion,
      monto: calendario.monto,
      fecha_entrega: cuando.toISOString(),
      paquete: { id: paquete.id, alimentos: paquete.alimentos.map((a) => ({ nombre: a.nombre, unidad: a.unidad, cantidad: a.cantidad })) },
    },
  };
}

/** The persons with this document number (a statement's subject), in id order. */
export const personasDelDocumento = (db: Executor, documento: string) => repo.personas(db, documento);

/** Each beneficiary row of these persons with its saldo and calendar counts as of today in Bolivia (the balance sheet). */
export const saldosDePersonas = (db: Executor, idsPersona: number[], cuando: Date) => repo.saldos(db, idsPersona, fechaBolivia(cuando));
