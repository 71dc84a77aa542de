import { beneficiariaVentaSchema, centavosADecimal, codigoVentaSchema, decimalACentavos, identificarVentaSchema, montoDeLinea, reciboVentaParamsSchema, reversoVentaParamsSchema, sinCuerpoSchema, ventaSchema, fechaBolivia, formatoBs, type VentaInput } from '@pb/contract';
import { MENSAJES, mensaje as mensajeDe, type Mensaje, aviso } from '@pb/contract/mensajes';
import type { ArchivoGenerado } from '../../core/archivo.js';
import type { Ctx } from '../../core/context.js';
import type { Executor } from '../../db/client.js';
import { AppError, restError, notFound } from '../../core/errors.js';
import { entidadScope, requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import { cambiarEstados } from '../beneficiarias/estados.js';
import { enviarSms } from '../celulares/service.js';
import { CODIGO, anotarMensaje, comprobarCodigo, crearCodigo, cupoCodigos } from '../codigos/service.js';
import { writeAudit } from '../logs/audit.js';
import { bloquearCuentas, cargarCuenta, revertirMovimiento } from '../cuentas/service.js';
import { origenReverso, origenVenta } from '../cuentas/origen.js';
import { dibujarRecibo } from './recibo.js';
import * as repo from './repository.js';

/**
 * Purchases at points of sale (issue 17). A provider's system (API token) and its cashier (a session
 * with `ventas:create`, selling at the user's own point of sale) call the same operations. A sale is
 * written once per provider transaction id; its amount is charged across her accounts of the subsidy,
 * oldest first; the distribution of the subsidy caps what she spends per food group.
 *
 * Refusals throw (the request's transaction rolls back: nothing written), except a wrong purchase
 * code or a wrong card: its try (and the block on the third) must commit, so it is answered as a `rechazo`.
 */

export interface Rechazo {
  rechazo: ReturnType<typeof restError>;
}

const conflicto = (mensaje: Mensaje) => new AppError('CONFLICT', mensaje);
const rechazo = (mensaje: Mensaje): Rechazo => ({ rechazo: restError(mensaje, 'CONFLICT') });
const NO_HABILITADA = 'no habilitada';

/** Who sells: the provider (entity), the point of sale a cashier is bound to, and the cashier. */
function vendedor(ctx: Ctx): { idEntidad: number; idSucursal: number | null; idUsuario: number | null } {
  if (ctx.cliente) return { idEntidad: ctx.cliente.id_entidad, idSucursal: null, idUsuario: null };
  const u = requireUser(ctx);
  if (u.id_entidad === null || u.id_sucursal === null) throw conflicto(MENSAJES.ventaCajeroSinSucursal);
  return { idEntidad: u.id_entidad, idSucursal: u.id_sucursal, idUsuario: u.id };
}

async function puntoDeVenta(ctx: Ctx, v: ReturnType<typeof vendedor>, pedido: number | null) {
  const id = v.idSucursal ?? pedido;
  if (id === null) throw new AppError('VALIDATION', mensajeDe('enCampo', { campo: 'id_sucursal', mensaje: MENSAJES.ventaSucursalRequerida }), { campos: { id_sucursal: MENSAJES.ventaSucursalRequerida } });
  const pv = await repo.puntoDeVenta(ctx.db, id, v.idEntidad);
  if (!pv) throw conflicto(MENSAJES.ventaSucursalInvalida);
  return pv;
}

/** The person and her beneficiary rows of the subsidy; refused unless at least one is ACTIVO. */
async function beneficiaria(ctx: Ctx, b: { nro_documento: string; complemento: string | null; id_subsidio: number }) {
  const persona = await repo.persona(ctx.db, b.nro_documento, b.complemento);
  if (!persona) throw notFound();
  const filas = await repo.beneficiarias(ctx.db, persona.id, b.id_subsidio);
  if (filas.length === 0) throw conflicto(MENSAJES.ventaSinBeneficio);
  const activas = filas.filter((f) => f.estado === 'ACTIVO');
  if (activas.length === 0) {
    const estado = filas[filas.length - 1]!.estado;
    throw conflicto(MENSAJES.ventaBeneficiariaNoHabilitada({ estado: estado === 'CREADO' || estado === 'PARA_ACTIVACION' || estado === 'VERIFICADO' ? NO_HABILITADA : estado }));
  }
  return { persona, filas, activas };
}

/** `items` priced from our product table: each line's amount in centavos, rounded half up. */
async function lineas(ctx: Ctx, idEntidad: number, items: VentaInput['items']) {
  const productos = await repo.productos(ctx.db, idEntidad, items.map((i) => i.id_alimento));
  return items.map((i) => {
    const p = productos.find((x) => x.id === i.id_alimento);
    if (!p) throw conflicto(MENSAJES.ventaProductoAjeno({ id: i.id_alimento }));
    const precio = decimalACentavos(p.precio);
    const monto = montoDeLinea(precio, i.cantidad);
    if (monto <= 0) throw new AppError('VALIDATION', MENSAJES.ventaCantidadInvalida);
    return { producto: p, cantidad: i.cantidad, precio, monto };
  });
}
type Linea = Awaited<ReturnType<typeof lineas>>[number];

/** The group share rule: refused when what she spent in a group plus this sale exceeds its share of what was credited. */
async function comprobarGrupos(ctx: Ctx, idPersona: number, idSubsidio: number, idsCuenta: number[], ls: Linea[]) {
  const limites = await repo.limitesPorGrupo(ctx.db, idPersona, idSubsidio, idsCuenta);
  const porGrupo = new Map<number, number>();
  for (const l of ls) {
    const lim = limites.find((x) => Number(x.id_grupo) === l.producto.id_grupo_alimenticio);
    if (!lim) throw conflicto(MENSAJES.ventaFueraDeGrupos({ producto: l.producto.nombre }));
    porGrupo.set(l.producto.id_grupo_alimenticio, (porGrupo.get(l.producto.id_grupo_alimenticio) ?? 0) + l.monto);
  }
  for (const [grupo, nuevo] of porGrupo) {
    const lim = limites.find((x) => Number(x.id_grupo) === grupo)!;
    const disponible = Number(lim.limite) - Number(lim.gastado);
    if (nuevo > disponible) throw conflicto(MENSAJES.ventaExcedeGrupo({ grupo: lim.grupo, disponible: formatoBs(centavosADecimal(Math.max(0, disponible))) }));
  }
}

/** Wrong cards in a row before she is blocked: the same rule as a purchase code's tries. */
export const INTENTOS_TARJETA = CODIGO.intentos;

/** Her ACTIVO rows of the subsidy → BLOQUEADO_INTENTOS (a row some other request moved meanwhile is left as it is). */
async function bloquearPorIntentos(ctx: Ctx, v: ReturnType<typeof vendedor>, activas: repo.FilaBeneficiaria[], motivo: string, cuando: Date) {
  await cambiarEstados(ctx.db, { ids: activas.map((a) => a.id) }, 'ACTIVO', 'BLOQUEADO_INTENTOS', motivo, { quien: v.idUsuario, cuando });
}

/**
 * A card read at a counter, for a sale or a package delivery (modules/entregas): one rule, one
 * function (issue 32). Her right card (`correcta`) starts her count of wrong ones again; a wrong one
 * counts, and the third in a row blocks her ACTIVO rows of the subsidy (BLOQUEADO_INTENTOS) and starts
 * the count again. Answers null for the right card, else the refusal's message; the caller's
 * transaction must commit the count (a refusal is an answer, not an error).
 */
export async function contarTarjeta(db: Executor, t: { idPersona: number; idSubsidio: number; correcta: boolean }, quien: number | null, cuando: Date): Promise<Mensaje | null> {
  if (t.correcta) {
    await repo.olvidarTarjetasIncorrectas(db, t.idPersona, t.idSubsidio, quien, cuando);
    return null;
  }
  const intentos = await repo.tarjetaIncorrecta(db, t.idPersona, t.idSubsidio, quien, cuando);
  if (intentos < INTENTOS_TARJETA) return MENSAJES.ventaTarjetaIncorrecta({ restantes: INTENTOS_TARJETA - intentos });
  await repo.olvidarTarjetasIncorrectas(db, t.idPersona, t.idSubsidio, quien, cuando);
  const activas = (await repo.beneficiarias(db, t.idPersona, t.idSubsidio)).filter((f) => f.estado === 'ACTIVO');
  await cambiarEstados(db, { ids: activas.map((a) => a.id) }, 'ACTIVO', 'BLOQUEADO_INTENTOS', 'Tres tarjetas incorrectas seguidas', { quien, cuando });
  return MENSAJES.ventaBloqueadaTarjetas;
}

/**
 * Identifies her by her card (ASIGNADO to one of her rows of the subsidy) or by her purchase code;
 * the code is spent only when `gastar` (the sale), not by the identification at the counter. A wrong
 * card or code counts a try; the third in a row blocks her ACTIVO rows of the subsidy. Answers null
 * when she is identified, else the refusal, whose count the caller must commit.
 */
async function identificarla(
  ctx: Ctx,
  v: ReturnType<typeof vendedor>,
  b: Awaited<ReturnType<typeof beneficiaria>>,
  e: { id_subsidio: number; codigo: string | null; uuid_tarjeta: string | null },
  gastar: boolean,
  cuando: Date,
): Promise<Rechazo | null> {
  if (e.uuid_tarjeta) {
    const correcta = await repo.tarjetaAsignada(ctx.db, e.uuid_tarjeta, b.filas.map((f) => f.id));
    const mensaje = await contarTarjeta(ctx.db, { idPersona: b.persona.id, idSubsidio: e.id_subsidio, correcta }, v.idUsuario, cuando);
    return mensaje === null ? null : rechazo(mensaje);
  }
  const c = await comprobarCodigo(ctx.db, { idPersona: b.persona.id, proposito: 'COMPRA', codigo: e.codigo! }, v.idUsuario, cuando, gastar);
  if (c.ok) return null;
  if (c.motivo !== 'AGOTADO') return rechazo(c.mensaje);
  await bloquearPorIntentos(ctx, v, b.activas, 'Tres códigos de compra incorrectos seguidos', cuando);
  return rechazo(MENSAJES.ventaBloqueadaIntentos);
}

const cantidadTexto = (centesimas: number) => centavosADecimal(centesimas);

/**
 * The answer of a sale, first time or retried: read back from what was stored. Its `saldo` is that of
 * the accounts it was charged to: just after the sale, or (a reversal's answer, `ahora`) as it is now.
 */
async function respuesta(ctx: Ctx, idEntidad: number, idTransaccion: string, mensaje: Mensaje, ahora = false) {
  const v = await repo.ventaConDetalle(ctx.db, idEntidad, idTransaccion, ahora);
  if (!v) throw notFound();
  return {
    ...aviso(mensaje),
    datos: {
      id: v.id,
      id_transaccion: v.id_transaccion,
      id_sucursal: v.id_sucursal,
      monto: v.monto,
      metodo: v.metodo,
      estado: v.estado,
      fecha: v.fecha.toISOString(),
      fecha_reverso: v.fecha_reverso?.toISOString() ?? null,
      items: v.items,
      saldo: v.saldo,
    },
  };
}

/** A retry with the same transaction id answers the stored sale; a different body is a conflict. */
async function repetida(ctx: Ctx, v: repo.VentaGuardada, e: VentaInput, idSucursal: number | null) {
  const persona = await repo.persona(ctx.db, e.nro_documento, e.complemento);
  const items = await repo.detalle(ctx.db, v.id);
  const igual =
    persona?.id === v.id_persona &&
    e.id_subsidio === v.id_subsidio &&
    (idSucursal ?? e.id_sucursal) === v.id_sucursal &&
    (e.uuid_tarjeta ? 'TARJETA' : 'CODIGO') === v.metodo &&
    items.length === e.items.length &&
    e.items.every((i) => items.some((d) => d.id_alimento === i.id_alimento && decimalACentavos(d.cantidad) === i.cantidad));
  if (!igual) throw conflicto(MENSAJES.ventaTransaccionDistinta);
  return respuesta(ctx, v.id_entidad, v.id_transaccion, MENSAJES.ventaRealizada);
}

/** `POST v1/ventas`: a purchase, in the request's transaction. */
export async function vender(ctx: Ctx, body: unknown) {
  const e = parse(ventaSchema, body);
  const v = vendedor(ctx);
  const previa = await repo.ventaPorTransaccion(ctx.db, v.idEntidad, e.id_transaccion);
  if (previa) return repetida(ctx, previa, e, v.idSucursal);
  const pv = await puntoDeVenta(ctx, v, e.id_sucursal);
  const ella = await beneficiaria(ctx, e);
  const { persona, filas, activas } = ella;
  const ls = await lineas(ctx, v.idEntidad, e.items);
  const total = ls.reduce((s, l) => s + l.monto, 0);

  // Her accounts of the subsidy, locked oldest first: purchases on them are decided one at a time.
  const cuentas = await bloquearCuentas(ctx.db, filas.map((f) => f.id), e.id_subsidio);
  // The same transaction sent twice at once: the second waited on the lock, and now reads the first.
  const ganada = await repo.ventaPorTransaccion(ctx.db, v.idEntidad, e.id_transaccion);
  if (ganada) return repetida(ctx, ganada, e, v.idSucursal);
  const idsActivas = new Set(activas.map((a) => a.id));
  const pagadoras = cuentas.filter((c) => idsActivas.has(c.id_beneficiaria));
  const saldo = pagadoras.reduce((s, c) => s + decimalACentavos(c.saldo), 0);
  if (total > saldo) throw conflicto(MENSAJES.ventaSaldoInsuficiente({ saldo: formatoBs(centavosADecimal(saldo)) }));
  await comprobarGrupos(ctx, persona.id, e.id_subsidio, cuentas.map((c) => c.id), ls);

  // Identification last: a right code is spent only by a sale that can happen.
  const cuando = ctx.deps.clock();
  const sinIdentificar = await identificarla(ctx, v, ella, e, true, cuando);
  if (sinIdentificar) return sinIdentificar;

  const id = await repo.insertarVenta(ctx.db, {
    id_entidad: v.idEntidad,
    id_sucursal: pv.id,
    id_persona: persona.id,
    id_subsidio: e.id_subsidio,
    id_transaccion: e.id_transaccion,
    monto: centavosADecimal(total),
    metodo: e.uuid_tarjeta ? 'TARJETA' : 'CODIGO',
    fecha: cuando,
    dia: fechaBolivia(cuando),
    id_usuario: v.idUsuario,
  });
  if (id === null) {
    // Another request of the same transaction id committed meanwhile: answer it.
    const otra = await repo.ventaPorTransaccion(ctx.db, v.idEntidad, e.id_transaccion);
    if (!otra) throw conflicto(MENSAJES.ventaTransaccionDistinta);
    return repetida(ctx, otra, e, v.idSucursal);
  }
  await repo.insertarDetalle(
    ctx.db,
    id,
    ls.map((l) => ({ id_alimento: l.producto.id, id_grupo_alimenticio: l.producto.id_grupo_alimenticio, cantidad: cantidadTexto(l.cantidad), precio: centavosADecimal(l.precio), monto: centavosADecimal(l.monto) })),
  );
  let resta = total;
  for (const c of pagadoras) {
    const parte = Math.min(resta, decimalACentavos(c.saldo));
    if (parte <= 0) continue;
    const monto = centavosADecimal(parte);
    const idMovimiento = await cargarCuenta(ctx.db, { idCuenta: c.id, monto, origen: origenVenta({ idEntidad: v.idEntidad, idTransaccion: e.id_transaccion, idCuenta: c.id }) }, v.idUsuario, cuando);
    if (idMovimiento === null) throw conflicto(MENSAJES.ventaTransaccionDistinta);
    await repo.insertarCargoDeVenta(ctx.db, id, c.id, idMovimiento, monto);
    resta -= parte;
    if (resta === 0) break;
  }
  return respuesta(ctx, v.idEntidad, e.id_transaccion, MENSAJES.ventaRealizada);
}

/**
 * `POST v1/ventas/:idTransaccion/reverso`: the same provider, the same Bolivian day, not yet in a
 * payment: one REVERSO per CARGO and the sale REVERTIDA. A second reversal changes nothing (idempotent).
 * Both answer the sale with the saldo of its accounts as it is after the reversal.
 */
export async function revertir(ctx: Ctx, params: unknown, body: unknown) {
  const { idTransaccion } = parse(reversoVentaParamsSchema, params);
  parse(sinCuerpoSchema, body);
  const v = vendedor(ctx);
  const venta = await repo.ventaPorTransaccion(ctx.db, v.idEntidad, idTransaccion, true);
  if (!venta) throw notFound();
  if (venta.estado === 'REVERTIDA') return respuesta(ctx, v.idEntidad, idTransaccion, MENSAJES.ventaRevertida, true);
  if (venta.id_pago !== null) throw conflicto(MENSAJES.ventaReversoPagada);
  const cuando = ctx.deps.clock();
  if (venta.dia !== fechaBolivia(cuando)) throw conflicto(MENSAJES.ventaReversoOtroDia);
  const cargos = await repo.cargos(ctx.db, venta.id);
  for (const c of cargos) {
    const r = await revertirMovimiento(ctx.db, { idMovimiento: c.id_movimiento, origen: origenReverso(origenVenta({ idEntidad: v.idEntidad, idTransaccion, idCuenta: c.id_cuenta })) }, v.idUsuario, cuando);
    if (r === null) throw conflicto(MENSAJES.ventaYaRevertida);
  }
  await repo.marcarRevertida(ctx.db, venta.id, v.idUsuario, cuando);
  return respuesta(ctx, v.idEntidad, idTransaccion, MENSAJES.ventaRevertida, true);
}

/**
 * `POST v1/ventas/codigo` (outside a transaction: no transaction waits on the SMS gateway): a purchase
 * code (COMPRA, 6 digits, 10 minutes) to her mobile, when purchases by SMS are on for her.
 */
export async function enviarCodigo(ctx: Ctx, body: unknown) {
  const e = parse(codigoVentaSchema, body);
  const v = vendedor(ctx);
  await puntoDeVenta(ctx, v, e.id_sucursal);
  const { persona, activas } = await beneficiaria(ctx, e);
  if (!activas.some((a) => a.enviar_sms === '1')) throw conflicto(MENSAJES.ventaSmsDesactivado);
  const movil = persona.movil;
  if (!movil) throw conflicto(MENSAJES.sinCelularRegistrado);
  const cuando = ctx.deps.clock();
  const c = await ctx.db.transaction((tx) => crearCodigo(tx, { idPersona: persona.id, numero: movil, proposito: 'COMPRA' }, v.idUsuario, cuando, cupoCodigos(ctx.deps.config)));
  const idMensaje = await enviarSms(ctx, c, movil, 'COMPRA', v.idUsuario, cuando);
  if (idMensaje === null) throw new AppError('UNAVAILABLE', MENSAJES.codigoNoEnviado);
  await ctx.db.transaction((tx) => anotarMensaje(tx, c.id, idMensaje, v.idUsuario, cuando));
  return { ...aviso(MENSAJES.codigoEnviado) };
}

/** "MARIA LUZ QUISPE" → "M*** L*** Q***": enough to confirm who is at the counter, not to learn her name. */
export function nombreEnmascarado(nombre: string): string {
  return nombre
    .split(/\s+/)
    .filter((p) => p !== '')
    .map((p) => `${Array.from(p)[0]!}***`)
    .join(' ');
}

/** One row of the audit log per look-up or identification: who asked (user, or the provider behind a token) about which document. */
async function auditar(ctx: Ctx, v: ReturnType<typeof vendedor>, tipo: string, mensaje: Mensaje, detalle: Record<string, unknown>) {
  await writeAudit(ctx.db, {
    nivel: 'INFO',
    tipo,
    mensaje,
    referencia: JSON.stringify({ id_entidad: v.idEntidad, ...detalle }),
    ip: ctx.ip,
    usuario: ctx.user?.usuario ?? null,
    id_usuario: v.idUsuario,
    fecha: ctx.deps.clock(),
  });
}

/**
 * `GET v1/ventas/beneficiaria`: who is at the counter, without her balance (issue 31): her masked
 * name and, per subsidy, her state and whether she can receive a purchase code (SMS purchases on and a
 * mobile). Audited, found or not; the route's allowance (`consultasSaldo`) limits it per caller.
 */
export async function buscarBeneficiaria(ctx: Ctx, query: unknown) {
  const q = parse(beneficiariaVentaSchema, query);
  const v = vendedor(ctx);
  const persona = await repo.persona(ctx.db, q.nro_documento, q.complemento);
  const filas = persona ? await repo.beneficiarias(ctx.db, persona.id, null) : [];
  await auditar(ctx, v, 'CONSULTA_BENEFICIARIA', MENSAJES.auditoriaConsultaVenta, { nro_documento: q.nro_documento, complemento: q.complemento, encontrada: filas.length > 0 });
  if (!persona || filas.length === 0) throw notFound();
  const subsidios = [...new Set(filas.map((f) => f.id_subsidio))];
  return {
    nombre_enmascarado: nombreEnmascarado(persona.nombre),
    nro_documento: persona.nro_documento,
    complemento: persona.complemento,
    beneficios: subsidios.map((id) => {
      const de = filas.filter((f) => f.id_subsidio === id);
      const fila = de.find((f) => f.estado === 'ACTIVO') ?? de[de.length - 1]!;
      return { id_subsidio: id, subsidio: fila.subsidio, estado: fila.estado, codigo_sms: fila.enviar_sms === '1' && !!persona.movil };
    }),
  };
}

/**
 * `POST v1/ventas/beneficiaria/identificar`: she proves she is at the counter with her card or her
 * purchase code (checked, not spent: the sale spends it); then her full name and balance in the
 * subsidy. A wrong card or code counts as at a sale (three in a row block her) and commits. Audited.
 */
export async function identificar(ctx: Ctx, body: unknown) {
  const e = parse(identificarVentaSchema, body);
  const v = vendedor(ctx);
  const ella = await beneficiaria(ctx, e);
  const cuando = ctx.deps.clock();
  const sinIdentificar = await identificarla(ctx, v, ella, e, false, cuando);
  await auditar(ctx, v, 'IDENTIFICACION_BENEFICIARIA', sinIdentificar ? MENSAJES.auditoriaIdentificacionRechazada : MENSAJES.auditoriaBeneficiariaIdentificada, {
    nro_documento: e.nro_documento,
    complemento: e.complemento,
    id_subsidio: e.id_subsidio,
    medio: e.uuid_tarjeta ? 'TARJETA' : 'CODIGO',
    ...(sinIdentificar ? { rechazo: sinIdentificar.rechazo.error } : {}),
  });
  if (sinIdentificar) return sinIdentificar;
  return {
    ...aviso(MENSAJES.ventaIdentificada),
    datos: {
      nombre: ella.persona.nombre,
      nro_documento: ella.persona.nro_documento,
      complemento: ella.persona.complemento,
      id_subsidio: e.id_subsidio,
      subsidio: ella.activas[0]!.subsidio,
      estado: 'ACTIVO',
      saldo: await repo.saldoDeFilas(ctx.db, ella.activas.map((a) => a.id), e.id_subsidio),
    },
  };
}

/** `GET v1/ventas/productos`: the caller's provider's ACTIVO priced products with their group. */
export async function productos(ctx: Ctx) {
  const v = vendedor(ctx);
  const datos = await repo.productosDelProveedor(ctx.db, v.idEntidad);
  return { datos, total: datos.length, totalFiltro: datos.length };
}

/** `GET v1/ventas/:id/recibo`: the receipt PDF (base64) of a sale the caller may see. */
export async function recibo(ctx: Ctx, params: unknown) {
  const { id } = parse(reciboVentaParamsSchema, params);
  const alcance = ctx.cliente ? ctx.cliente.id_entidad : entidadScope(requireUser(ctx));
  const v = await repo.ventaPorId(ctx.db, id, alcance);
  if (!v) throw notFound();
  const [items, prov, suc, persona] = await Promise.all([repo.detalle(ctx.db, v.id), repo.proveedor(ctx.db, v.id_entidad), repo.sucursal(ctx.db, v.id_sucursal), repo.nombrePersona(ctx.db, v.id_persona)]);
  const pdf = await dibujarRecibo(
    {
      id: v.id,
      id_transaccion: v.id_transaccion,
      proveedor: prov?.nombre ?? '',
      nit: prov?.nit ?? '',
      punto_venta: suc?.nombre ?? '',
      beneficiaria: persona?.nombre ?? '',
      documento: persona ? persona.nro_documento + (persona.complemento ? `-${persona.complemento}` : '') : '',
      metodo: v.metodo,
      estado: v.estado,
      fecha: v.fecha,
      monto: v.monto,
      items,
    },
    ctx.deps.clock(),
  );
  return { nombreArchivo: `recibo-${v.id}.pdf`, tipo: 'application/pdf', contenido: pdf } satisfies ArchivoGenerado;
}
