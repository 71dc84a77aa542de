import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { DIA_MS, centavosADecimal, decimalACentavos, fechaBolivia } from '@pb/contract';
import type { Executor } from '@pb/api/db/client.js';
import { alimentos, beneficiarias, distribucionGrupos, distribuciones, entidades, personas, sucursales, usuarios, ventaCargos, ventaDetalle, ventas } from '@pb/api/db/schema/index.js';
import { NIT_DEMO } from '../../integrations/ovt/registro.js';
import { crearPlanillasDe, cambiarEstadoPlanillas, marcarPagadas } from '@pb/api/modules/planillas/service.js';
import { bloquearCuentas, cargarCuenta } from '@pb/api/modules/cuentas/service.js';
import { origenVenta } from '@pb/api/modules/cuentas/origen.js';
import { cambiarEstados } from '@pb/api/modules/beneficiarias/estados.js';

/** The demo beneficiary the cashier sells to (docs/demo.md, e2e ventas.spec.ts; seed.test.ts checks it). */
export const DOCUMENTO_COMPRAS = '3678446';

/** The demo provider (DISTRIBUIDORA ANDINA S.R.L.). */
const NIT_PROVEEDOR = '1020304050';
/** Days ago of the demo's past sales: all before today, so a settlement has something to pay. */
const DIAS_ATRAS = [30, 21, 12, 6, 2];
const MOTIVO = 'Demostración: celular verificado por SMS';

/**
 * Money to spend (issue 17): six of the demo employer's workers with a mobile (the highest document
 * numbers, away from the other journeys' picks) have their bonus paid by a PAGADO payroll of last
 * month (through the real services: their ABONO is in the ledger) and their phone verified (ACTIVO,
 * with its history rows); then a few small sales of the demo provider's products on past days, each
 * well inside every food group's share of the bonus, written as the sales service writes them
 * (sale, lines, one CARGO per account, the saldo lowered). None is settled yet.
 */
export async function seedDemoVentas(db: Executor) {
  const [demo] = await db.select({ id: entidades.id }).from(entidades).where(eq(entidades.nit, NIT_DEMO)).limit(1);
  const [proveedor] = await db.select({ id: entidades.id }).from(entidades).where(eq(entidades.nit, NIT_PROVEEDOR)).limit(1);
  const [empleador] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.usuario, 'empleador')).limit(1);
  const [cajero] = await db.select({ id: usuarios.id, id_sucursal: usuarios.id_sucursal }).from(usuarios).where(eq(usuarios.usuario, 'cajero')).limit(1);
  if (!demo || !proveedor || !empleador || !cajero) return;

  const elegidas = await db
    .select({ id: beneficiarias.id, id_persona: beneficiarias.id_persona, estado: beneficiarias.estado, nro_documento: personas.nro_documento })
    .from(beneficiarias)
    .innerJoin(personas, eq(personas.id, beneficiarias.id_persona))
    .where(and(eq(beneficiarias.id_entidad, demo.id), eq(beneficiarias.id_subsidio, 1), eq(beneficiarias.estado, 'CREADO'), isNotNull(personas.movil), isNotNull(beneficiarias.id_sucursal), sql`${beneficiarias.monto_bono} > 0`))
    .orderBy(desc(personas.nro_documento))
    .limit(6);
  if (elegidas.length === 0) return;

  const mesPasado = new Date(Date.now() - 40 * DIA_MS);
  const ids = await crearPlanillasDe(db, { entidad: demo.id, idsBeneficiaria: elegidas.map((b) => b.id), nombre: 'PLANILLA ESFUERZO POR BOLIVIA', sucursalPago: 'porSucursal', quien: empleador.id, cuando: mesPasado });
  if (ids.length === 0) return;
  await cambiarEstadoPlanillas(db, ids, 'ENVIADO', empleador.id, mesPasado);
  await marcarPagadas(db, ids, empleador.id, mesPasado);

  const verificada = new Date(mesPasado.getTime() + DIA_MS);
  const verificadas = { ids: elegidas.map((b) => b.id) };
  await cambiarEstados(db, verificadas, 'CREADO', 'PARA_ACTIVACION', MOTIVO, { quien: null, cuando: verificada });
  await cambiarEstados(db, verificadas, 'PARA_ACTIVACION', 'ACTIVO', MOTIVO, { quien: null, cuando: verificada });

  const productos = await db
    .select({ id: alimentos.id, precio: alimentos.precio, id_grupo: alimentos.id_grupo_alimenticio })
    .from(alimentos)
    .where(and(eq(alimentos.id_entidad, proveedor.id), eq(alimentos.estado, 'ACTIVO')))
    .orderBy(asc(alimentos.id));
  const puntos = await db.select({ id: sucursales.id }).from(sucursales).where(and(eq(sucursales.id_entidad, proveedor.id), eq(sucursales.tipo, 'PUNTO_VENTA'))).orderBy(asc(sucursales.id));
  if (productos.length === 0 || puntos.length === 0) return;

  // A group's share of the bonus, as Σ distribution % × group % (10 000 is all of it): the sales stay inside it.
  const partes = await db
    .select({ id_grupo: distribucionGrupos.id_grupo_alimenticio, parte: sql<string>`sum(${distribuciones.porcentaje} * ${distribucionGrupos.porcentaje})::text` })
    .from(distribucionGrupos)
    .innerJoin(distribuciones, eq(distribuciones.id, distribucionGrupos.id_distribucion))
    .where(eq(distribuciones.id_subsidio, 1))
    .groupBy(distribucionGrupos.id_grupo_alimenticio);
  const parteDe = new Map(partes.map((p) => [p.id_grupo, Number(p.parte)]));

  let n = 0;
  for (const [i, b] of elegidas.entries()) {
    const [cuenta] = await bloquearCuentas(db, [b.id], 1);
    if (!cuenta) continue;
    const abonado = decimalACentavos(cuenta.saldo);
    let saldo = abonado;
    const gastado = new Map<number, number>();
    // Two or three sales each, of one or two products, one unit each, every group inside its share of her bonus.
    for (const atras of DIAS_ATRAS.filter((_, k) => (k + i) % 2 === 0)) {
      const lineas = [productos[n % productos.length]!, productos[(n + 5) % productos.length]!].filter((p, k, todos) => {
        if (todos.findIndex((q) => q.id === p.id) !== k) return false;
        const tope = Math.floor((abonado * (parteDe.get(p.id_grupo) ?? 0)) / 10_000);
        return (gastado.get(p.id_grupo) ?? 0) + decimalACentavos(p.precio!) <= tope;
      });
      n++;
      const monto = lineas.reduce((s, p) => s + decimalACentavos(p.precio!), 0);
      if (lineas.length === 0 || monto > saldo) continue;
      for (const p of lineas) gastado.set(p.id_grupo, (gastado.get(p.id_grupo) ?? 0) + decimalACentavos(p.precio!));
      const cuando = new Date(Date.now() - atras * DIA_MS);
      const sucursal = i === 0 ? (cajero.id_sucursal ?? puntos[0]!.id) : puntos[n % puntos.length]!.id;
      const idTransaccion = `DEMO-${String(n).padStart(4, '0')}`;
      const [venta] = await db
        .insert(ventas)
        .values({ id_entidad: proveedor.id, id_sucursal: sucursal, id_persona: b.id_persona, id_subsidio: 1, id_transaccion: idTransaccion, monto: centavosADecimal(monto), metodo: 'CODIGO', estado: 'REALIZADA', fecha: cuando, dia: fechaBolivia(cuando), id_usuario: i === 0 ? cajero.id : null, _created_at: cuando })
        .returning({ id: ventas.id });
      await db.insert(ventaDetalle).values(lineas.map((p) => ({ id_venta: venta!.id, id_alimento: p.id, id_grupo_alimenticio: p.id_grupo, cantidad: '1.00', precio: p.precio!, monto: p.precio! })));
      const idMovimiento = await cargarCuenta(db, { idCuenta: cuenta.id, monto: centavosADecimal(monto), origen: origenVenta({ idEntidad: proveedor.id, idTransaccion, idCuenta: cuenta.id }) }, null, cuando);
      await db.insert(ventaCargos).values({ id_venta: venta!.id, id_cuenta: cuenta.id, id_movimiento: idMovimiento!, monto: centavosADecimal(monto) });
      saldo -= monto;
    }
  }
}
