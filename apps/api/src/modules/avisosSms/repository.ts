import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { IdiomaSms } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { avisosSms, smsNumeros } from '../../db/schema/index.js';
import { sqlArray } from '../../core/sql-array.js';
import type { AvisoSms, EstadoAvisado } from './textos.js';

/**
 * The beneficiaries' SMS outbox and what is known of each number (issue 55 §3, decision 082). The
 * notices of a change are written by one statement in its transaction, from the rows it changed, and
 * only for a person with a mobile that has not opted out; the event's key (`clave`, unique) makes a
 * retried or repeated change enqueue nothing twice. The sending job claims rows with FOR UPDATE SKIP LOCKED.
 */

/** Only her first name is kept with a notice (the text capitalises it when sent, textos.ts `primerNombre`). */
const nombre = sql`split_part(trim(p.nombres), ' ', 1)`;

/** The person has a mobile that has not opted out of the notices. */
const conAvisos = sql`p.movil is not null and not exists (select 1 from sms_numeros n where n.numero = p.movil and n.baja_at is not null)`;

/** The rows of a select (clave, tipo, id_persona, numero, datos) into the outbox, once per key: answers how many were new. */
async function insertar(db: Executor, seleccion: SQL, cuando: Date): Promise<number> {
  const r = await db.execute<{ n: number | string }>(sql`
    with nuevos as (
      insert into avisos_sms (clave, tipo, id_persona, numero, datos, proximo_intento, creado_at)
      select x.clave, x.tipo, x.id_persona, x.numero, x.datos, ${cuando}::timestamptz, ${cuando}::timestamptz from (${seleccion}) x
      on conflict (clave) do nothing
      returning 1
    )
    select count(*) as n from nuevos`);
  return Number(r.rows[0]?.n ?? 0);
}

/**
 * One ABONO notice per beneficiary and subsidy of a paid payroll: the sum of her vigente lines and the
 * account's saldo after them (the caller credited them in this transaction: its accounts are locked).
 */
export function encolarAbonosDePlanilla(db: Executor, idPlanilla: number, cuando: Date): Promise<number> {
  return insertar(
    db,
    sql`
      select 'abono:planilla:' || d.id_planilla || ':' || d.id_beneficiaria || ':' || d.id_subsidio as clave, 'ABONO' as tipo, p.id as id_persona, p.movil as numero,
        jsonb_build_object('nombre', ${nombre}, 'subsidio', s.nombre, 'monto', sum(d.monto)::text, 'saldo', c.saldo::text) as datos
      from planilla_detalle d
      join beneficiarias b on b.id = d.id_beneficiaria
      join personas p on p.id = b.id_persona
      join subsidios s on s.id = d.id_subsidio
      join cuentas c on c.id_beneficiaria = d.id_beneficiaria and c.id_subsidio = d.id_subsidio
      where d.id_planilla = ${idPlanilla} and d.vigente and ${conAvisos}
      group by d.id_planilla, d.id_beneficiaria, d.id_subsidio, p.id, p.movil, p.nombres, s.nombre, c.saldo`,
    cuando,
  );
}

/** One ABONO notice for the credits of one registration (the universal subsidy's assignments, decision 027): their sum and the saldo after. */
export function encolarAbonoDeInscripcion(db: Executor, a: { idBeneficiaria: number; idSubsidio: number; monto: string }, cuando: Date): Promise<number> {
  return insertar(
    db,
    sql`
      select 'abono:inscripcion:' || b.id as clave, 'ABONO' as tipo, p.id as id_persona, p.movil as numero,
        jsonb_build_object('nombre', ${nombre}, 'subsidio', s.nombre, 'monto', ${a.monto}::numeric::text, 'saldo', c.saldo::text) as datos
      from beneficiarias b
      join personas p on p.id = b.id_persona
      join subsidios s on s.id = ${a.idSubsidio}::int
      join cuentas c on c.id_beneficiaria = b.id and c.id_subsidio = s.id
      where b.id = ${a.idBeneficiaria} and ${conAvisos}`,
    cuando,
  );
}

/**
 * One notice per person of the beneficiaries a change moved to a state she is told of (a block, a
 * suspension): two rows of hers moved by one change are one notice (the key names the person, the
 * state and the change's instant).
 */
export function encolarBloqueos(db: Executor, idsBeneficiaria: readonly number[], estado: EstadoAvisado, cuando: Date): Promise<number> {
  return insertar(
    db,
    sql`
      select distinct on (p.id) 'estado:' || p.id || ':' || ${estado}::text || ':' || ${cuando.getTime()}::bigint as clave, 'BLOQUEO' as tipo, p.id as id_persona, p.movil as numero,
        jsonb_build_object('nombre', ${nombre}, 'estado', ${estado}::text) as datos
      from beneficiarias b join personas p on p.id = b.id_persona
      where b.id = any(${sqlArray(idsBeneficiaria, 'int')}) and ${conAvisos}
      order by p.id`,
    cuando,
  );
}

/**
 * The deliveries of a calendar that open on `hoy` (Bolivia's day) and were enabled before it: those
 * enabled today came with their credit, whose notice told her. Up to `lote` not yet told, oldest first.
 */
export function encolarEntregasQueAbren(db: Executor, hoy: string, inicioDeHoy: Date, cuando: Date, lote: number): Promise<number> {
  return insertar(
    db,
    sql`
      select 'entrega:' || e.id as clave, 'ENTREGA' as tipo, p.id as id_persona, p.movil as numero,
        jsonb_build_object('nombre', ${nombre}, 'subsidio', s.nombre, 'asignacion', e.nro_asignacion, 'hasta', e.fecha_limite::text) as datos
      from entregas e
      join beneficiarias b on b.id = e.id_beneficiaria
      join personas p on p.id = b.id_persona
      join subsidios s on s.id = e.id_subsidio
      where e.estado = 'HABILITADO' and e.habilitada_desde = ${hoy}::date and e._created_at < ${inicioDeHoy}::timestamptz and ${conAvisos}
        and not exists (select 1 from avisos_sms a where a.clave = 'entrega:' || e.id)
      order by e.id
      limit ${lote}`,
    cuando,
  );
}

/** A confirmation of her opt-out or opt-in by reply (BAJA, ALTA), to the number that wrote, keyed by the gateway's message. */
export function encolarConfirmacion(db: Executor, numero: string, tipo: 'BAJA' | 'ALTA', idRespuesta: string, cuando: Date): Promise<number> {
  return insertar(
    db,
    sql`
      select 'respuesta:' || ${idRespuesta}::text as clave, ${tipo}::text as tipo, p.id as id_persona, p.movil as numero, '{}'::jsonb as datos
      from personas p where p.movil = ${numero}`,
    cuando,
  );
}

export interface AvisoReclamado {
  id: number;
  numero: string;
  intentos: number;
  aviso: AvisoSms;
  idioma: IdiomaSms | null;
  baja: boolean;
}

/**
 * Claims up to `lote` due PENDIENTE notices: each one's attempt is counted and its next try pushed
 * `plazoMs` ahead in the same statement, so another copy skips it and a copy that dies mid-send
 * leaves it to be tried again after that lease. With each, her number's language and opt-out now.
 */
export async function reclamar(db: Executor, ahora: Date, plazoMs: number, lote: number): Promise<AvisoReclamado[]> {
  const r = await db.execute<{ id: number | string; numero: string; intentos: number; tipo: string; datos: Record<string, unknown>; idioma: IdiomaSms | null; baja: boolean }>(sql`
    with reclamados as (
      update avisos_sms set intentos = intentos + 1, proximo_intento = ${ahora}::timestamptz + ${plazoMs}::int * interval '1 millisecond'
      where id in (
        select id from avisos_sms
        where estado = 'PENDIENTE' and proximo_intento <= ${ahora}::timestamptz
        order by proximo_intento, id
        limit ${lote}
        for update skip locked
      )
      returning id, numero, intentos, tipo, datos
    )
    select r.id, r.numero, r.intentos, r.tipo, r.datos, n.idioma, n.baja_at is not null as baja
    from reclamados r left join sms_numeros n on n.numero = r.numero
    order by r.id`);
  return r.rows.map((x) => ({ id: Number(x.id), numero: x.numero, intentos: Number(x.intentos), aviso: { tipo: x.tipo, ...x.datos } as AvisoSms, idioma: x.idioma, baja: x.baja }));
}

export async function marcarEnviado(db: Executor, id: number, texto: string, idMensaje: string, cuando: Date): Promise<void> {
  await db.update(avisosSms).set({ estado: 'ENVIADO', texto, id_mensaje: idMensaje, enviado_at: cuando, ultimo_error: null }).where(and(eq(avisosSms.id, id), eq(avisosSms.estado, 'PENDIENTE')));
}

/** Not sent, and never will be: she opted out (BAJA) or her number reached the daily cap (CUPO). */
export async function marcarOmitido(db: Executor, id: number, motivo: 'BAJA' | 'CUPO'): Promise<void> {
  await db.update(avisosSms).set({ estado: 'OMITIDO', motivo }).where(and(eq(avisosSms.id, id), eq(avisosSms.estado, 'PENDIENTE')));
}

/** A failed try: again at `proximo` or, with no attempts left, FALLIDO. */
export async function marcarFallo(db: Executor, id: number, error: string, proximo: Date | null): Promise<void> {
  await db
    .update(avisosSms)
    .set(proximo ? { proximo_intento: proximo, ultimo_error: error.slice(0, 500) } : { estado: 'FALLIDO', ultimo_error: error.slice(0, 500) })
    .where(and(eq(avisosSms.id, id), eq(avisosSms.estado, 'PENDIENTE')));
}

/** Her number's opt-out (`activo` false) or opt-in, and the language to write to her in when given. */
export async function ponerPreferencia(db: Executor, numero: string, p: { activo?: boolean; via?: 'RESPUESTA' | 'MI_SALDO'; idioma?: IdiomaSms }, cuando: Date): Promise<void> {
  const baja = p.activo === undefined ? {} : p.activo ? { baja_at: null, baja_via: null } : { baja_at: cuando, baja_via: p.via ?? 'MI_SALDO' };
  const cambios = { ...baja, ...(p.idioma ? { idioma: p.idioma } : {}), _updated_at: cuando };
  await db.insert(smsNumeros).values({ numero, ...cambios }).onConflictDoUpdate({ target: smsNumeros.numero, set: cambios });
}

/** Whether a number receives the notices (no row, or no opt-out). */
export async function recibeAvisos(db: Executor, numero: string): Promise<boolean> {
  const [fila] = await db.select({ baja: smsNumeros.baja_at }).from(smsNumeros).where(eq(smsNumeros.numero, numero));
  return !fila?.baja;
}
