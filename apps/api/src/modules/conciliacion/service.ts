import { centavosADecimal, decimalConComa, conciliacionFechaSchema, conciliacionFiltroSchema, conciliacionResolverSchema, decimalACentavos, DIA_MS, fechaBolivia, fechaHora, formatoBs, type TipoDiferencia } from '@pb/contract';
import { MENSAJES, aviso, texto, type Mensaje } from '@pb/contract/mensajes';
import { readExecutor, type Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { ESPERA_ENTRE_CORRIDAS_MIN, esperarHasta } from '../../core/espera.js';
import { csvStream } from '../../core/csv.js';
import { dibujarConciliacion, NOMBRES_TIPO } from './dibujo.js';
import { parse } from '../../core/http.js';
import { paginate } from '../../core/sql.js';
import type { Executor } from '../../db/client.js';
import { PagosClient, type PagoDelDia } from '../../integrations/plataformaPagos/client.js';
import { TesoroClient, type PagoTesoroDelDia } from '../../integrations/tesoro/client.js';
import { writeAudit } from '../logs/audit.js';
import { asentarCodigo, type Registro } from '../cpts/service.js';
import * as repo from './repository.js';

/**
 * The daily reconciliation (issue 35 §1, decision 064): what the payment platform reports the bank
 * paid on a Bolivian day against what our ledger credited. Each difference is stored once (unique
 * day/kind/reference); staff resolve it with a reason, and a code paid and not credited is credited
 * through the payment codes' own settling path (`asentarCodigo`), never by a writer of its own.
 */

interface CodigoNuestro {
  id: number;
  codigo: string | null;
  monto: string;
  estado: string;
  fecha_pago: Date | null;
}

/** An amount in centavos as a difference's detail writes it. */
const bsDeCentavos = (centavos: number) => formatoBs(centavosADecimal(centavos));

/** A difference's detail: its Spanish text, and its key and values for the screen (decision 075). */
const detalle = (m: Mensaje) => ({ detalle: texto(m), detalle_clave: m.clave, detalle_parametros: m.parametros });

/** The differences of a day: the platform's payments against our codes (pure, so each rule is read in one place). */
export function comparar(pagos: PagoDelDia[], nuestros: CodigoNuestro[], pagadosDelDia: CodigoNuestro[]): repo.DiferenciaNueva[] {
  const porCodigo = new Map(nuestros.map((c) => [c.codigo, c]));
  const reportados = new Map<string, PagoDelDia[]>();
  for (const p of pagos) reportados.set(p.codigo, [...(reportados.get(p.codigo) ?? []), p]);
  const filas: repo.DiferenciaNueva[] = [];
  const fila = (tipo: TipoDiferencia, codigo: string, c: CodigoNuestro | undefined, externo: number | null, fecha: Date | null, mensaje: Mensaje) =>
    filas.push({ tipo, referencia: codigo, id_cpt: c?.id ?? null, monto_nuestro: c ? c.monto : null, monto_externo: externo === null ? null : centavosADecimal(externo), fecha_pago_externo: fecha, ...detalle(mensaje) });

  for (const [codigo, lista] of reportados) {
    const c = porCodigo.get(codigo);
    const nuestro = c ? decimalACentavos(c.monto) : null;
    const primero = lista[0]!;
    const suma = lista.reduce((s, p) => s + p.monto, 0);
    const iguales = lista.filter((p) => p.monto === nuestro);
    if (lista.length > 1) fila('PAGADO_DOS_VECES', codigo, c, suma, primero.fecha_pago, MENSAJES.conciliacionPagadoVariasVeces({ pagos: lista.length, montos: lista.map((p) => bsDeCentavos(p.monto)).join(' + ') }));
    const otro = lista.find((p) => p.monto !== nuestro);
    if (c && otro) fila('MONTO_DISTINTO', codigo, c, otro.monto, otro.fecha_pago, MENSAJES.conciliacionMontoDistinto({ pagado: bsDeCentavos(otro.monto), monto: formatoBs(c.monto) }));
    if (!c) fila('PAGADO_NO_ACREDITADO', codigo, c, suma, primero.fecha_pago, MENSAJES.conciliacionCodigoNoEmitido);
    else if (c.estado !== 'PAGADO' && iguales.length > 0) fila('PAGADO_NO_ACREDITADO', codigo, c, iguales[0]!.monto, iguales[0]!.fecha_pago, MENSAJES.conciliacionPagadoSinAbonar({ estado: c.estado }));
  }
  for (const c of pagadosDelDia) {
    if (c.codigo && !reportados.has(c.codigo)) fila('ACREDITADO_NO_PAGADO', c.codigo, c, null, null, MENSAJES.conciliacionAcreditadoNoPagado);
  }
  return filas;
}

/**
 * The treasury's side: a payment it reports paid for another amount than ours (`PAGO_OTRO_MONTO`), and
 * one of ours sent by the end of the day and still ENVIADO that it does not report paid that day
 * (`PAGO_SIN_CONFIRMAR`). The reference is `pago:<id>`.
 */
export function compararTesoro(reportados: PagoTesoroDelDia[], nuestros: Array<{ id: number; monto: string }>, sinConfirmar: Array<{ id: number; monto: string }>): repo.DiferenciaNueva[] {
  const porId = new Map(nuestros.map((p) => [String(p.id), p]));
  const filas: repo.DiferenciaNueva[] = [];
  for (const r of reportados) {
    const p = porId.get(r.referencia);
    if (p && decimalACentavos(p.monto) !== r.monto)
      filas.push({ tipo: 'PAGO_OTRO_MONTO', referencia: `pago:${p.id}`, id_cpt: null, monto_nuestro: p.monto, monto_externo: centavosADecimal(r.monto), fecha_pago_externo: r.fecha_pago, ...detalle(MENSAJES.conciliacionTesoroOtroMonto({ pagado: bsDeCentavos(r.monto), monto: formatoBs(p.monto) })) });
  }
  const confirmados = new Set(reportados.map((r) => r.referencia));
  for (const p of sinConfirmar) {
    if (!confirmados.has(String(p.id))) filas.push({ tipo: 'PAGO_SIN_CONFIRMAR', referencia: `pago:${p.id}`, id_cpt: null, monto_nuestro: p.monto, monto_externo: null, fecha_pago_externo: null, ...detalle(MENSAJES.conciliacionTesoroSinConfirmar) });
  }
  return filas;
}

export interface ResultadoConciliacion {
  fecha: string;
  /** False when the day was not run: the job found it done, or another copy running it. */
  hecha: boolean;
  nuevas: number;
  abiertas: number;
}

/**
 * One run of a day. The platform's and the treasury's day reports are asked first, outside any
 * transaction (a slow outside system never holds a connection or, on the embedded database, every
 * other query); then one transaction under the day's advisory lock reads our codes and payments,
 * stores the differences once (unique day/kind/reference), the run row and its audit. `soloSiFalta`
 * (the job): nothing if the day has a run, and a try-lock, so a copy that finds another running it
 * (or that finished it meanwhile) does nothing.
 */
export async function conciliarDia(db: Executor, fecha: string, o: { cuando: Date; quien: number | null; timeoutMs: number; soloSiFalta: boolean; usuario?: string | null; ip?: string | null }): Promise<ResultadoConciliacion> {
  const sinHacer = async (ex: Executor) => ({ fecha, hecha: false, nuevas: 0, abiertas: await repo.contar(ex, fecha, 'ABIERTA') });
  if (o.soloSiFalta && (await repo.conciliacionDe(db, fecha))) return sinHacer(db);
  if (!o.soloSiFalta) noEnEspera(await repo.conciliacionDe(db, fecha), o.cuando);
  const pagos = await new PagosClient(db, o.timeoutMs).conciliacion(fecha);
  const tesoro = await new TesoroClient(db, o.timeoutMs).pagosDelDia(fecha);
  return db.transaction(async (tx) => {
    if (o.soloSiFalta) {
      if (!(await repo.tomarDia(tx, fecha)) || (await repo.conciliacionDe(tx, fecha))) return sinHacer(tx);
    } else {
      await repo.bloquearDia(tx, fecha);
      // Asked twice at once: the one that waited finds the other's run.
      noEnEspera(await repo.conciliacionDe(tx, fecha), o.cuando);
    }
    const nuestros = await repo.codigosPorNumero(tx, [...new Set(pagos.map((p) => p.codigo))]);
    const pagadosDelDia = await repo.codigosPagadosEl(tx, fecha);
    const pagosNuestros = await repo.pagosPorId(tx, tesoro.map((r) => Number(r.referencia)).filter((n) => Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647));
    const diferencias = [...comparar(pagos, nuestros, pagadosDelDia), ...compararTesoro(tesoro, pagosNuestros, await repo.pagosSinConfirmar(tx, fecha))];
    const nuevas = await repo.insertarDiferencias(tx, fecha, diferencias, o.quien);
    await repo.registrarEjecucion(tx, fecha, { pagos: pagos.length, acreditados: pagadosDelDia.length, cuando: o.cuando, quien: o.quien });
    const abiertas = await repo.contar(tx, fecha, 'ABIERTA');
    await writeAudit(tx, { nivel: nuevas > 0 ? 'ADVERTENCIA' : 'INFO', tipo: 'PAGO', mensaje: MENSAJES.auditoriaConciliacionDiaria, referencia: JSON.stringify({ fecha, pagos: pagos.length, nuevas, abiertas }), usuario: o.usuario ?? null, id_usuario: o.quien, ip: o.ip ?? null, fecha: o.cuando });
    return { fecha, hecha: true, nuevas, abiertas };
  });
}

/** Refuses (429, saying from when) a staff run within 5 minutes of a person's last run of the day (core/espera.ts). */
function noEnEspera(dia: Awaited<ReturnType<typeof repo.conciliacionDe>>, ahora: Date): void {
  const dePersona = dia && (dia.ejecuciones === 1 ? dia._user_created : dia._user_updated) !== null ? dia.ultima_ejecucion : null;
  const desde = esperarHasta(dePersona, ahora);
  if (desde) throw new AppError('RATE_LIMITED', MENSAJES.conciliacionEnEspera({ minutos: ESPERA_ENTRE_CORRIDAS_MIN, hora: desde }));
}

/** Bolivia's day before the clock's. */
export const ayer = (ahora: Date) => fechaBolivia(new Date(ahora.getTime() - DIA_MS));

/** A day already over in Bolivia, or a 400. */
function diaPasado(ctx: Ctx, fecha: string) {
  if (fecha >= fechaBolivia(ctx.deps.clock())) throw new AppError('VALIDATION', MENSAJES.conciliacionDiaFuturo, { campos: { fecha: MENSAJES.conciliacionDiaFuturo } });
}

/** Staff's run of a past day (`conciliacion:update`): waits for a run in course, then runs it again. */
export async function ejecutar(ctx: Ctx, args: unknown) {
  const { fecha } = parse(conciliacionFechaSchema, args);
  diaPasado(ctx, fecha);
  return conciliarDia(ctx.db, fecha, { cuando: ctx.deps.clock(), quien: ctx.user!.id, usuario: ctx.user!.usuario, ip: ctx.ip, timeoutMs: ctx.deps.config.INTEGRATION_TIMEOUT_MS, soloSiFalta: false });
}

const forma = (r: repo.FilaDiferencia) => ({
  id: r.id,
  fecha: r.fecha,
  tipo: r.tipo,
  referencia: r.referencia,
  montoNuestro: r.monto_nuestro,
  montoExterno: r.monto_externo,
  fechaPagoExterno: r.fecha_pago_externo?.toISOString() ?? null,
  detalle: r.detalle,
  detalleClave: r.detalle_clave,
  detalleParametros: r.detalle_parametros,
  estado: r.estado,
  resueltaPor: r.resuelta_por,
  motivo: r.motivo_resolucion,
  fechaResolucion: r.fecha_resolucion?.toISOString() ?? null,
  acreditable: r.acreditable,
});

/** The day's differences, paged (read roles): they decide nothing, so they may read the standby (decision 059). */
export async function listar(ctx: Ctx, args: unknown) {
  const f = parse(conciliacionFiltroSchema, args);
  const { limit, offset } = paginate(f);
  const db = readExecutor(ctx);
  const [count, rows] = await Promise.all([repo.contar(db, f.fecha, f.estado), repo.pagina(db, f.fecha, f.estado, limit, offset)]);
  return { count, rows: rows.map(forma) };
}

/** The day's run, or null when it was never reconciled. */
export async function resumen(ctx: Ctx, args: unknown) {
  const { fecha } = parse(conciliacionFechaSchema, args);
  const r = await repo.conciliacionDe(readExecutor(ctx), fecha);
  return r && { fecha: r.fecha, pagosPlataforma: r.pagos_plataforma, codigosAcreditados: r.codigos_acreditados, ejecuciones: r.ejecuciones, ultimaEjecucion: r.ultima_ejecucion.toISOString() };
}

/** Open differences of every day (the dashboard). */
export const abiertas = (ctx: Ctx) => repo.contarAbiertas(readExecutor(ctx));

/**
 * "Resolver" (`conciliacion:update`): in the mutation's transaction, the row locked; an open one
 * becomes RESUELTA with who and why, and a code paid and not credited is first settled through
 * `asentarCodigo` with the platform's payment (a no-op if the polling or a late notification settled
 * it meanwhile; an amount it refuses is a 409 and nothing changes). A resolved one answers as it is.
 */
export async function resolver(ctx: Ctx, args: unknown, log?: Registro) {
  const { id, motivo, acreditar } = parse(conciliacionResolverSchema, args);
  const d = await repo.bloquearDiferencia(ctx.db, id);
  if (!d) throw new AppError('NOT_FOUND', MENSAJES.conciliacionDiferenciaNoExiste);
  if (d.estado !== 'ABIERTA') return { cambio: false, ...aviso(MENSAJES.conciliacionYaResuelta), diferencia: forma((await repo.diferencia(ctx.db, id))!) };
  const cuando = ctx.deps.clock();
  let acreditado = false;
  let mensaje: Mensaje = MENSAJES.conciliacionResuelta;
  if (d.tipo === 'PAGADO_NO_ACREDITADO') {
    const r = d.id_cpt !== null && d.monto_externo !== null ? await asentarCodigo(ctx.db, d.referencia, { estado: 'PAGADO', fecha_pago: d.fecha_pago_externo, monto: decimalACentavos(d.monto_externo) }, { cuando, log }) : null;
    acreditado = r?.cambio === true;
    const yaPagado = !acreditado && r?.estado === 'PAGADO';
    // Nothing credited and nothing paid before: the code expired (its payrolls were released) or was
    // never ours. The dialog that promised a credit is refused; one that said so resolves it as is.
    if (!acreditado && !yaPagado && acreditar === true) throw new AppError('CONFLICT', MENSAJES.conciliacionNoAcreditable);
    mensaje = acreditado ? MENSAJES.conciliacionAcreditada : yaPagado ? MENSAJES.conciliacionYaAcreditada : MENSAJES.conciliacionResueltaSinAbono;
  }
  await repo.resolver(ctx.db, id, { quien: ctx.user!.id, motivo, cuando });
  const referencia = JSON.stringify({ id, fecha: d.fecha, tipo: d.tipo, codigo: d.referencia, acreditado, motivo });
  await writeAudit(ctx.db, { nivel: 'INFO', tipo: 'PAGO', mensaje: MENSAJES.auditoriaDiferenciaResuelta, referencia, ip: ctx.ip, usuario: ctx.user!.usuario, id_usuario: ctx.user!.id, fecha: cuando });
  return { cambio: true, ...aviso(mensaje), diferencia: forma((await repo.diferencia(ctx.db, id))!) };
}

const COLUMNAS_CSV = [
  { key: 'fecha', header: 'Fecha' },
  { key: 'tipo', header: 'Tipo' },
  { key: 'referencia', header: 'Código' },
  { key: 'monto_nuestro', header: 'Monto nuestro (Bs)' },
  { key: 'monto_externo', header: 'Monto plataforma (Bs)' },
  { key: 'fecha_pago_externo', header: 'Pagado (plataforma)' },
  { key: 'detalle', header: 'Detalle' },
  { key: 'estado', header: 'Estado' },
  { key: 'resuelta_por', header: 'Resuelta por' },
  { key: 'motivo_resolucion', header: 'Motivo' },
  { key: 'fecha_resolucion', header: 'Fecha de resolución' },
];

async function* filasCsv(ctx: Ctx, fecha: string) {
  for await (const f of repo.todas(readExecutor(ctx), fecha)) {
    // As every CSV of the system writes them (issue 51 §13): Bolivia's DD/MM/AAAA HH:mm, decimal comma.
    yield {
      ...f,
      tipo: NOMBRES_TIPO[f.tipo] ?? f.tipo,
      monto_nuestro: f.monto_nuestro === null ? '' : decimalConComa(f.monto_nuestro),
      monto_externo: f.monto_externo === null ? '' : decimalConComa(f.monto_externo),
      fecha_pago_externo: f.fecha_pago_externo ? fechaHora(f.fecha_pago_externo) : '',
      fecha_resolucion: f.fecha_resolucion ? fechaHora(f.fecha_resolucion) : '',
    };
  }
}

/** The day's differences as CSV, streamed by keyset (`conciliacion:csv`). */
export function csv(ctx: Ctx, params: unknown) {
  const { fecha } = parse(conciliacionFechaSchema, params);
  return { nombreArchivo: `conciliacion-${fecha}.csv`, contenido: csvStream(COLUMNAS_CSV, filasCsv(ctx, fecha)) };
}

/** The day's reconciliation as PDF: the run's figures and every difference with its state. */
export async function pdf(ctx: Ctx, params: unknown) {
  const { fecha } = parse(conciliacionFechaSchema, params);
  const db = readExecutor(ctx);
  const contenido = await dibujarConciliacion(fecha, await repo.conciliacionDe(db, fecha), repo.todas(db, fecha), ctx.deps.clock());
  return { nombreArchivo: `conciliacion-${fecha}.pdf`, contenido };
}
