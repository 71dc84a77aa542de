import { and, asc, eq, gt } from 'drizzle-orm';
import { centavosADecimal, fechaBolivia } from '@pb/contract';
import type { Executor } from '../db/client.js';
import { alimentos, beneficiarias, cuentas, sucursales, ventaCargos, ventaDetalle, ventas } from '../db/schema/index.js';
import { origenReverso, origenVenta } from '../modules/cuentas/origen.js';
import { cargarCuenta, revertirMovimiento } from '../modules/cuentas/service.js';

/**
 * Sales written directly, as the demo seed writes them (sale, one line, one CARGO by the ledger's
 * `cargarCuenta`, which lowers the saldo, venta_cargos), and a reversed one (its REVERSO by
 * `revertirMovimiento`, the saldo back): for the settlement's tests, which must not depend on the
 * sales module.
 */
let n = 0;

/** A point of sale of the provider. */
export async function puntoDeVenta(db: Executor, idEntidad: number): Promise<number> {
  const [s] = await db.insert(sucursales).values({ id_entidad: idEntidad, nombre: `PUNTO DE VENTA ${++n}`, tipo: 'PUNTO_VENTA' }).returning({ id: sucursales.id });
  return s!.id;
}

/** Bonus accounts with at least `centavos` left, most money first. */
export async function cuentasConSaldo(db: Executor, centavos: number) {
  return db
    .select({ id: cuentas.id, id_subsidio: cuentas.id_subsidio, id_persona: beneficiarias.id_persona, saldo: cuentas.saldo })
    .from(cuentas)
    .innerJoin(beneficiarias, eq(beneficiarias.id, cuentas.id_beneficiaria))
    .where(gt(cuentas.saldo, centavosADecimal(centavos)))
    .orderBy(asc(cuentas.id));
}

export async function vender(
  db: Executor,
  v: { entidad: number; sucursal: number; cuenta: { id: number; id_subsidio: number; id_persona: number }; centavos: number; cuando: Date; revertida?: boolean },
): Promise<number> {
  const [producto] = await db.select({ id: alimentos.id, id_grupo: alimentos.id_grupo_alimenticio }).from(alimentos).orderBy(asc(alimentos.id)).limit(1);
  const idTransaccion = `PRUEBA-${++n}`;
  const monto = centavosADecimal(v.centavos);
  const [venta] = await db
    .insert(ventas)
    .values({ id_entidad: v.entidad, id_sucursal: v.sucursal, id_persona: v.cuenta.id_persona, id_subsidio: v.cuenta.id_subsidio, id_transaccion: idTransaccion, monto, metodo: 'CODIGO', estado: 'REALIZADA', fecha: v.cuando, dia: fechaBolivia(v.cuando) })
    .returning({ id: ventas.id });
  await db.insert(ventaDetalle).values({ id_venta: venta!.id, id_alimento: producto!.id, id_grupo_alimenticio: producto!.id_grupo, cantidad: '1.00', precio: monto, monto });
  const origen = origenVenta({ idEntidad: v.entidad, idTransaccion, idCuenta: v.cuenta.id });
  const cargo = await cargarCuenta(db, { idCuenta: v.cuenta.id, monto, origen }, null, v.cuando);
  await db.insert(ventaCargos).values({ id_venta: venta!.id, id_cuenta: v.cuenta.id, id_movimiento: cargo!, monto });
  if (v.revertida) {
    await revertirMovimiento(db, { idMovimiento: cargo!, origen: origenReverso(origen) }, null, v.cuando);
    await db.update(ventas).set({ estado: 'REVERTIDA', fecha_reverso: v.cuando }).where(and(eq(ventas.id, venta!.id)));
  }
  return venta!.id;
}
