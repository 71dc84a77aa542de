import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ejecutarPreparada } from '../../db/preparadas.js';
import { sqlArray } from '../../core/sql-array.js';

/**
 * Purchases at points of sale (issue 17): what a sale reads (point of sale, person, her beneficiary
 * rows, products, group shares, what she spent) and writes (the sale, its lines and its charges).
 * Each statement is prepared (`ejecutarPreparada`): a sale is twenty short statements, and planning
 * them cost more than running them (issue 54).
 */

const lista = (ids: number[]): SQL => sql.join(ids.map((i) => sql`${i}`), sql`, `);
const filas = async <T extends Record<string, unknown>>(db: Executor, q: SQL) => (await ejecutarPreparada<T>(db, 'venta', q)).rows;
const escribir = async (db: Executor, q: SQL) => void (await ejecutarPreparada(db, 'venta', q));

/** The provider's ACTIVO point of sale (tipo PUNTO_VENTA). */
export async function puntoDeVenta(db: Executor, idSucursal: number, idEntidad: number) {
  const [f] = await filas<{ id: number; nombre: string; direccion: string | null }>(
    db,
    sql`select id, nombre, direccion_completa as direccion from sucursales where id = ${idSucursal} and id_entidad = ${idEntidad} and tipo = 'PUNTO_VENTA' and estado = 'ACTIVO'`,
  );
  return f ?? null;
}

/** The person with this document number and complemento (a CI first when several document types share it). */
export async function persona(db: Executor, nroDocumento: string, complemento: string | null) {
  const [f] = await filas<{ id: number; nombre: string; nro_documento: string; complemento: string | null; movil: string | null }>(
    db,
    sql`select id, nombres || coalesce(' ' || primer_apellido, '') || coalesce(' ' || segundo_apellido, '') as nombre, nro_documento, complemento, movil
      from personas where nro_documento = ${nroDocumento} and coalesce(complemento, '') = ${complemento ?? ''}
      order by (tipo_documento = 'CI') desc, id limit 1`,
  );
  return f ?? null;
}

export interface FilaBeneficiaria {
  id: number;
  id_subsidio: number;
  subsidio: string;
  estado: string;
  enviar_sms: string;
}

/** Her beneficiary rows (of one subsidy, or all), in id order. */
export async function beneficiarias(db: Executor, idPersona: number, idSubsidio: number | null): Promise<FilaBeneficiaria[]> {
  return filas<FilaBeneficiaria & Record<string, unknown>>(
    db,
    sql`select b.id, b.id_subsidio, s.nombre as subsidio, b.estado, b.enviar_sms
      from beneficiarias b join subsidios s on s.id = b.id_subsidio
      where b.id_persona = ${idPersona} ${idSubsidio === null ? sql`` : sql`and b.id_subsidio = ${idSubsidio}`}
      order by b.id`,
  );
}

export interface Producto {
  id: number;
  nombre: string;
  unidad: string;
  precio: string;
  id_grupo_alimenticio: number;
  grupo: string;
}

const PRODUCTO = sql`a.id, a.nombre, a.unidad, a.precio::text as precio, a.id_grupo_alimenticio, g.nombre as grupo
  from alimentos a join grupos_alimenticios g on g.id = a.id_grupo_alimenticio`;

/** These products when they are the provider's and ACTIVO. */
export async function productos(db: Executor, idEntidad: number, ids: number[]): Promise<Producto[]> {
  if (ids.length === 0) return [];
  return filas<Producto & Record<string, unknown>>(db, sql`select ${PRODUCTO} where a.id = any(${sqlArray(ids, 'int')}) and a.id_entidad = ${idEntidad} and a.estado = 'ACTIVO'`);
}

/** The provider's ACTIVO priced products, by name. */
export async function productosDelProveedor(db: Executor, idEntidad: number): Promise<Producto[]> {
  return filas<Producto & Record<string, unknown>>(db, sql`select ${PRODUCTO} where a.id_entidad = ${idEntidad} and a.estado = 'ACTIVO' and a.precio is not null order by a.nombre, a.id`);
}

/**
 * For each food group of the subsidy, the most she may spend in it: floor(credited × Σ dist% × group% / 10000),
 * credited = Σ ABONO − Σ REVERSO of ABONOs of these accounts (centavos); and what her REALIZADA sales of
 * the subsidy spent in it. Groups outside the subsidy's distributions are absent.
 */
export async function limitesPorGrupo(db: Executor, idPersona: number, idSubsidio: number, idsCuenta: number[]) {
  const acreditado = idsCuenta.length
    ? sql`(select coalesce(sum(case when m.tipo = 'ABONO' then m.monto else -m.monto end), 0) * 100
        from movimientos m left join movimientos r on r.id = m.id_movimiento_revertido
        where m.id_cuenta in (${lista(idsCuenta)}) and (m.tipo = 'ABONO' or (m.tipo = 'REVERSO' and r.tipo = 'ABONO')))`
    : sql`0`;
  return filas<{ id_grupo: number; grupo: string; limite: string; gastado: string }>(
    db,
    sql`with cuotas as (
        select dg.id_grupo_alimenticio as id_grupo, sum(d.porcentaje * dg.porcentaje) as cuota
        from distribuciones d join distribucion_grupos dg on dg.id_distribucion = d.id
        where d.id_subsidio = ${idSubsidio} group by dg.id_grupo_alimenticio
      ), gastos as (
        select vd.id_grupo_alimenticio as id_grupo, sum(vd.monto) * 100 as gastado
        from ventas v join venta_detalle vd on vd.id_venta = v.id
        where v.id_persona = ${idPersona} and v.id_subsidio = ${idSubsidio} and v.estado = 'REALIZADA'
        group by vd.id_grupo_alimenticio
      )
      select c.id_grupo, g.nombre as grupo, floor(${acreditado} * c.cuota / 10000)::bigint::text as limite, coalesce(gs.gastado, 0)::bigint::text as gastado
      from cuotas c join grupos_alimenticios g on g.id = c.id_grupo left join gastos gs on gs.id_grupo = c.id_grupo
      where c.cuota > 0`,
  );
}

/** Whether this card (uuid) is ASIGNADO to one of these beneficiary rows. */
export async function tarjetaAsignada(db: Executor, uuid: string, idsBeneficiaria: number[]): Promise<boolean> {
  if (idsBeneficiaria.length === 0) return false;
  const [f] = await filas<{ id: number }>(db, sql`select id from tarjetas where upper(uuid) = ${uuid} and estado = 'ASIGNADO' and id_beneficiaria in (${lista(idsBeneficiaria)}) limit 1`);
  return !!f;
}

/**
 * One more wrong card in a row for her in this subsidy (one statement: parallel tries each get their
 * own number, the row's lock orders them); answers the count.
 */
export async function tarjetaIncorrecta(db: Executor, idPersona: number, idSubsidio: number, quien: number | null, cuando: Date): Promise<number> {
  const [f] = await filas<{ intentos: number }>(
    db,
    sql`insert into intentos_tarjeta (id_persona, id_subsidio, intentos, _user_created, _created_at) values (${idPersona}, ${idSubsidio}, 1, ${quien}::int, ${cuando}::timestamptz)
      on conflict (id_persona, id_subsidio) do update set intentos = least(intentos_tarjeta.intentos + 1, 3), _user_updated = ${quien}::int, _updated_at = ${cuando}::timestamptz
      returning intentos`,
  );
  return Number(f!.intentos);
}

/** Her count of wrong cards starts again (a right card, or the block of the third). */
export async function olvidarTarjetasIncorrectas(db: Executor, idPersona: number, idSubsidio: number, quien: number | null, cuando: Date): Promise<void> {
  await escribir(
    db,
    sql`update intentos_tarjeta set intentos = 0, _user_updated = ${quien}::int, _updated_at = ${cuando}::timestamptz where id_persona = ${idPersona} and id_subsidio = ${idSubsidio} and intentos <> 0`,
  );
}

/** The saldo of her accounts of the subsidy on these beneficiary rows (what she can spend, the ACTIVO ones), as it is now. */
export async function saldoDeFilas(db: Executor, idsBeneficiaria: number[], idSubsidio: number): Promise<string> {
  if (idsBeneficiaria.length === 0) return '0.00';
  const [f] = await filas<{ saldo: string }>(
    db,
    sql`select coalesce(sum(saldo), 0)::numeric(14,2)::text as saldo from cuentas where id_beneficiaria in (${lista(idsBeneficiaria)}) and id_subsidio = ${idSubsidio}`,
  );
  return f?.saldo ?? '0.00';
}

export interface VentaGuardada {
  id: number;
  id_entidad: number;
  id_sucursal: number;
  id_persona: number;
  id_subsidio: number;
  id_transaccion: string;
  monto: string;
  metodo: string;
  estado: string;
  fecha: Date;
  dia: string;
  fecha_reverso: Date | null;
  id_pago: number | null;
}

const COLUMNAS_VENTA = sql`id::int as id, id_entidad, id_sucursal, id_persona, id_subsidio, id_transaccion, monto::text as monto, metodo, estado, fecha, dia, fecha_reverso, id_pago`;
const VENTA = sql`${COLUMNAS_VENTA} from ventas`;

const venta = <F extends VentaGuardada>(f: F | undefined) => (f ? { ...f, fecha: new Date(f.fecha), fecha_reverso: f.fecha_reverso ? new Date(f.fecha_reverso) : null } : null);

/** The provider's sale with this transaction id (locked when `bloquear`). */
export async function ventaPorTransaccion(db: Executor, idEntidad: number, idTransaccion: string, bloquear = false) {
  const [f] = await filas<VentaGuardada & Record<string, unknown>>(db, sql`select ${VENTA} where id_entidad = ${idEntidad} and id_transaccion = ${idTransaccion} ${bloquear ? sql`for update` : sql``}`);
  return venta(f);
}

export interface LineaVendida {
  id_alimento: number;
  nombre: string;
  unidad: string;
  grupo: string;
  cantidad: string;
  precio: string;
  monto: string;
}

/** A sale's lines with their product's name and group, in line order, as one JSON array (`[]` for none). */
const lineasJson = (idVenta: SQL) => sql`coalesce((select json_agg(json_build_object('id_alimento', vd.id_alimento, 'nombre', a.nombre, 'unidad', a.unidad,
    'grupo', g.nombre, 'cantidad', vd.cantidad::text, 'precio', vd.precio::text, 'monto', vd.monto::text) order by vd.id)
  from venta_detalle vd join alimentos a on a.id = vd.id_alimento join grupos_alimenticios g on g.id = vd.id_grupo_alimenticio
  where vd.id_venta = ${idVenta}), '[]')`;

/** The accounts a sale charged (its `venta_cargos`), for the subqueries of `ventaConDetalle`. */
const CUENTAS_DE_LA_VENTA = sql`(select vc.id_cuenta from venta_cargos vc where vc.id_venta = v.id)`;

/**
 * The provider's sale with this transaction id, its lines and the saldo of the accounts it charged:
 * as it was just after the sale (Σ of their movements up to its last charge: a retry answers what the
 * first call did), or as it is `ahora` (a reversal's answer). One statement: it closes every sale.
 */
export async function ventaConDetalle(db: Executor, idEntidad: number, idTransaccion: string, ahora: boolean) {
  const saldo = ahora
    ? sql`select coalesce(sum(c.saldo), 0) from cuentas c where c.id in ${CUENTAS_DE_LA_VENTA}`
    : sql`select coalesce(sum(case m.tipo when 'ABONO' then m.monto when 'CARGO' then -m.monto
          else case r.tipo when 'ABONO' then -m.monto else m.monto end end), 0)
        from movimientos m left join movimientos r on r.id = m.id_movimiento_revertido
        where m.id_cuenta in ${CUENTAS_DE_LA_VENTA} and m.id <= (select max(vc.id_movimiento) from venta_cargos vc where vc.id_venta = v.id)`;
  const [f] = await filas<VentaGuardada & { items: LineaVendida[]; saldo: string } & Record<string, unknown>>(
    db,
    sql`select ${COLUMNAS_VENTA}, ${lineasJson(sql`v.id`)} as items,
        (${saldo})::numeric(14,2)::text as saldo
      from ventas v where v.id_entidad = ${idEntidad} and v.id_transaccion = ${idTransaccion}`,
  );
  return venta(f);
}

/** A sale by id, within the caller's reach (its entity, or all for staff). */
export async function ventaPorId(db: Executor, id: number, alcance: number | null) {
  const [f] = await filas<VentaGuardada & Record<string, unknown>>(db, sql`select ${VENTA} where id = ${id} ${alcance === null ? sql`` : sql`and id_entidad = ${alcance}`}`);
  return venta(f);
}

/** A sale's lines with their product's name, in line order. */
export async function detalle(db: Executor, idVenta: number): Promise<LineaVendida[]> {
  const [f] = await filas<{ items: LineaVendida[] }>(db, sql`select ${lineasJson(sql`${idVenta}`)} as items`);
  return f?.items ?? [];
}

/** A sale's charges: which account paid how much, with the CARGO movement. */
export async function cargos(db: Executor, idVenta: number) {
  const r = await filas<{ id_cuenta: number; id_movimiento: string | number; monto: string }>(
    db,
    sql`select id_cuenta, id_movimiento, monto::text as monto from venta_cargos where id_venta = ${idVenta} order by id_cuenta`,
  );
  return r.map((f) => ({ ...f, id_movimiento: Number(f.id_movimiento) }));
}

/** A new sale; null when the provider's transaction id was taken meanwhile (another request's). */
export async function insertarVenta(
  db: Executor,
  v: { id_entidad: number; id_sucursal: number; id_persona: number; id_subsidio: number; id_transaccion: string; monto: string; metodo: string; fecha: Date; dia: string; id_usuario: number | null },
): Promise<number | null> {
  const [f] = await filas<{ id: number | string }>(
    db,
    sql`insert into ventas (id_entidad, id_sucursal, id_persona, id_subsidio, id_transaccion, monto, metodo, estado, fecha, dia, id_usuario, _user_created, _created_at)
      values (${v.id_entidad}, ${v.id_sucursal}, ${v.id_persona}, ${v.id_subsidio}, ${v.id_transaccion}, ${v.monto}::numeric, ${v.metodo}, 'REALIZADA', ${v.fecha}::timestamptz, ${v.dia}, ${v.id_usuario}::int, ${v.id_usuario}::int, ${v.fecha}::timestamptz)
      on conflict (id_entidad, id_transaccion) do nothing returning id`,
  );
  return f ? Number(f.id) : null;
}

/** The sale's lines, in their order (their ids follow it): one statement, of one shape whatever their number. */
export async function insertarDetalle(db: Executor, idVenta: number, lineas: Array<{ id_alimento: number; id_grupo_alimenticio: number; cantidad: string; precio: string; monto: string }>) {
  if (lineas.length === 0) return;
  const columna = <K extends keyof (typeof lineas)[number]>(k: K, tipo: 'int' | 'numeric') => sqlArray(lineas.map((l) => l[k]), tipo);
  await escribir(
    db,
    sql`insert into venta_detalle (id_venta, id_alimento, id_grupo_alimenticio, cantidad, precio, monto)
      select ${idVenta}, u.a, u.g, u.c, u.p, u.m
      from unnest(${columna('id_alimento', 'int')}, ${columna('id_grupo_alimenticio', 'int')}, ${columna('cantidad', 'numeric')}, ${columna('precio', 'numeric')}, ${columna('monto', 'numeric')})
        with ordinality as u(a, g, c, p, m, n)
      order by u.n`,
  );
}

export async function insertarCargoDeVenta(db: Executor, idVenta: number, idCuenta: number, idMovimiento: number, monto: string) {
  await escribir(db, sql`insert into venta_cargos (id_venta, id_cuenta, id_movimiento, monto) values (${idVenta}, ${idCuenta}, ${idMovimiento}, ${monto}::numeric)`);
}

export async function marcarRevertida(db: Executor, idVenta: number, quien: number | null, cuando: Date) {
  await escribir(db, sql`update ventas set estado = 'REVERTIDA', fecha_reverso = ${cuando}::timestamptz, _user_updated = ${quien}::int, _updated_at = ${cuando}::timestamptz where id = ${idVenta}`);
}

/** The provider's name and NIT, for the receipt. */
export async function proveedor(db: Executor, idEntidad: number) {
  const [f] = await filas<{ nombre: string; nit: string | null }>(db, sql`select coalesce(razon_social, nombre) as nombre, nit from entidades where id = ${idEntidad}`);
  return f ?? null;
}

export async function sucursal(db: Executor, id: number) {
  const [f] = await filas<{ nombre: string }>(db, sql`select nombre from sucursales where id = ${id}`);
  return f ?? null;
}

export async function nombrePersona(db: Executor, id: number) {
  const [f] = await filas<{ nombre: string; nro_documento: string; complemento: string | null }>(
    db,
    sql`select nombres || coalesce(' ' || primer_apellido, '') || coalesce(' ' || segundo_apellido, '') as nombre, nro_documento, complemento from personas where id = ${id}`,
  );
  return f ?? null;
}
