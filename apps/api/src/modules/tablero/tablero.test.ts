import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@pb/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeBeneficiariasBono, makeEntidad } from '../../test/factories.js';
import { pagos, personas, planillas, sucursales, ventas } from '../../db/schema/index.js';

/**
 * The dashboard's series (issue 17) on known rows: the programme's money per Bolivian month and its
 * beneficiaries per state, an employer's own payrolls per state, a provider's (or its cashier's point
 * of sale's) sales per ISO week; bounded to 12 months / 12 weeks; nothing of another entity.
 * The clock is 2026-11-22 12:00 UTC (a Sunday in Bolivia): weeks start Monday 2026-08-31 … 2026-11-16.
 */
let t: TestApp;
let empleador: number;
let otroEmpleador: number;
let proveedor: number;
let otroProveedor: number;
let punto1: number;
let punto2: number;
let punto3: number;

const QUERY = `{ tablero {
  dineroPorMes { mes ingresos ventas pagos }
  beneficiariasPorEstado { estado cantidad monto }
  planillasPorEstado { estado cantidad monto }
  ventasPorSemana { semana cantidad monto }
} }`;

async function tableroDe(id_rol: number, values: Record<string, unknown> = {}) {
  const { token } = await loginAs(t, id_rol, values);
  const res = await t.gql(token, QUERY);
  expect(res.errors).toBeUndefined();
  return res.data.tablero;
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  empleador = (await makeEntidad(t)).id;
  otroEmpleador = (await makeEntidad(t)).id;
  proveedor = (await makeEntidad(t)).id;
  otroProveedor = (await makeEntidad(t)).id;
  const [sucursal] = await db.insert(sucursales).values({ nombre: 'CENTRAL', tipo: 'SUCURSAL', id_entidad: empleador }).returning({ id: sucursales.id });
  [punto1, punto2, punto3] = (
    await db
      .insert(sucursales)
      .values([
        { nombre: 'PUNTO 1', id_entidad: proveedor },
        { nombre: 'PUNTO 2', id_entidad: proveedor },
        { nombre: 'PUNTO 3', id_entidad: otroProveedor },
      ])
      .returning({ id: sucursales.id })
  ).map((s) => s.id) as [number, number, number];

  await makeBeneficiariasBono(t, empleador, sucursal!.id, ['100.00', '100.00', '100.00']);
  await makeBeneficiariasBono(t, otroEmpleador, sucursal!.id, ['100.00'], { estado: 'CREADO' });

  const planilla = (id_entidad: number, periodo: string, monto_total: string, estado: string, pagado_at: Date | null = null) => ({ id_entidad, id_sucursal_pago: sucursal!.id, nombre: `PLANILLA ${periodo}`, periodo, monto_total, estado, pagado_at });
  await db.insert(planillas).values([
    // Paid at 23:00 of 31 October in Bolivia (03:00 UTC of 1 November): October's money.
    planilla(empleador, '2026-10-01', '300.50', 'PAGADO', new Date('2026-11-01T03:00:00Z')),
    planilla(empleador, '2026-09-01', '100.00', 'PAGADO', new Date('2026-09-15T12:00:00Z')),
    planilla(empleador, '2026-11-01', '50.00', 'CREADO'),
    // Older than 12 months: in no series.
    planilla(empleador, '2024-01-01', '777.00', 'PAGADO', new Date('2024-01-20T12:00:00Z')),
    planilla(otroEmpleador, '2026-11-01', '999.00', 'ENVIADO'),
  ]);

  const [persona] = await db.insert(personas).values({ nro_documento: '9911001', nombres: 'COMPRA', primer_apellido: 'QUISPE', fecha_nacimiento: '1990-05-05' }).returning({ id: personas.id });
  let n = 0;
  const venta = (id_entidad: number, id_sucursal: number, dia: string, monto: string, estado = 'REALIZADA') => ({
    id_entidad,
    id_sucursal,
    id_persona: persona!.id,
    id_subsidio: 1,
    id_transaccion: `T-${++n}`,
    monto,
    metodo: 'CODIGO',
    estado,
    fecha: new Date(`${dia}T15:00:00Z`),
    dia,
  });
  await db.insert(ventas).values([
    venta(proveedor, punto1, '2026-11-20', '10.00'),
    venta(proveedor, punto2, '2026-11-16', '5.50'),
    venta(proveedor, punto1, '2026-11-15', '7.00'),
    venta(proveedor, punto1, '2026-11-20', '100.00', 'REVERTIDA'),
    // Before the 12 weeks, inside the 12 months.
    venta(proveedor, punto1, '2026-08-01', '3.00'),
    venta(otroProveedor, punto3, '2026-11-20', '20.00'),
  ]);
  const pago = (monto: string, estado: string, fecha_pago: Date | null) => ({ id_entidad: proveedor, monto, periodo_inicial: '2026-09-01', periodo_final: '2026-09-30', estado, fecha_solicitud: new Date('2026-10-01T12:00:00Z'), fecha_pago });
  await db.insert(pagos).values([pago('40.00', 'PAGADO', new Date('2026-10-05T12:00:00Z')), pago('70.00', 'ENVIADO', null)]);
});

afterAll(async () => {
  await t.close();
});

describe('tablero: the programme (roles 2 and 10)', () => {
  it('money in and out per Bolivian month, the last 12 months with zeros, and the beneficiaries per state from the counters', async () => {
    for (const rol of [ROLES.ADMINISTRADOR, ROLES.CONSULTA]) {
      const tablero = await tableroDe(rol);
      const meses = tablero.dineroPorMes as Array<{ mes: string; ingresos: string; ventas: string; pagos: string }>;
      expect(meses.map((m) => m.mes)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
      const mes = (m: string) => meses.find((x) => x.mes === m);
      expect(mes('2026-11')).toEqual({ mes: '2026-11', ingresos: '0.00', ventas: '42.50', pagos: '0.00' });
      expect(mes('2026-10')).toEqual({ mes: '2026-10', ingresos: '300.50', ventas: '0.00', pagos: '40.00' });
      expect(mes('2026-09')).toEqual({ mes: '2026-09', ingresos: '100.00', ventas: '0.00', pagos: '0.00' });
      expect(mes('2026-08')).toEqual({ mes: '2026-08', ingresos: '0.00', ventas: '3.00', pagos: '0.00' });
      expect(tablero.beneficiariasPorEstado).toEqual([
        { estado: 'ACTIVO', cantidad: 3, monto: null },
        { estado: 'CREADO', cantidad: 1, monto: null },
      ]);
      expect(tablero.planillasPorEstado).toBeNull();
      expect(tablero.ventasPorSemana).toBeNull();
    }
  });
});

describe('tablero: record scope', () => {
  it("an employer sees its own payrolls of the last 12 months per state, nothing of another entity's", async () => {
    for (const rol of [ROLES.EMPLEADOR, ROLES.ENTIDAD_PUBLICA, ROLES.ETA, ROLES.EMPLEADOR_INDEPENDIENTE]) {
      const tablero = await tableroDe(rol, { id_entidad: empleador });
      expect(tablero.planillasPorEstado).toEqual([
        { estado: 'CREADO', cantidad: 1, monto: '50.00' },
        { estado: 'PAGADO', cantidad: 2, monto: '400.50' },
      ]);
      expect(tablero.dineroPorMes).toBeNull();
      expect(tablero.beneficiariasPorEstado).toBeNull();
      expect(tablero.ventasPorSemana).toBeNull();
    }
    expect((await tableroDe(ROLES.EMPLEADOR, { id_entidad: otroEmpleador })).planillasPorEstado).toEqual([{ estado: 'ENVIADO', cantidad: 1, monto: '999.00' }]);
    expect((await tableroDe(ROLES.EMPLEADOR)).planillasPorEstado).toEqual([]);
  });

  it('a provider sees its REALIZADA sales per ISO week (12 weeks, Monday first); its cashier only its point of sale', async () => {
    const semanas = (await tableroDe(ROLES.PROVEEDOR, { id_entidad: proveedor })).ventasPorSemana as Array<{ semana: string; cantidad: number; monto: string }>;
    expect(semanas).toHaveLength(12);
    expect(semanas[0]!.semana).toBe('2026-08-31');
    expect(semanas.at(-1)).toEqual({ semana: '2026-11-16', cantidad: 2, monto: '15.50' });
    expect(semanas.at(-2)).toEqual({ semana: '2026-11-09', cantidad: 1, monto: '7.00' });
    expect(semanas.slice(0, -2).every((s) => s.cantidad === 0 && s.monto === '0.00')).toBe(true);

    const cajero = (await tableroDe(ROLES.CAJERO, { id_entidad: proveedor, id_sucursal: punto2 })).ventasPorSemana as typeof semanas;
    expect(cajero.at(-1)).toEqual({ semana: '2026-11-16', cantidad: 1, monto: '5.50' });
    expect(cajero.at(-2)).toEqual({ semana: '2026-11-09', cantidad: 0, monto: '0.00' });

    const otro = (await tableroDe(ROLES.PROVEEDOR, { id_entidad: otroProveedor })).ventasPorSemana as typeof semanas;
    expect(otro.at(-1)).toEqual({ semana: '2026-11-16', cantidad: 1, monto: '20.00' });
    expect(otro.reduce((s, x) => s + x.cantidad, 0)).toBe(1);
  });

  it('a role without charts gets no series; without a session the query is refused', async () => {
    for (const rol of [ROLES.SUPERADMIN, ROLES.OPERADOR]) {
      expect(await tableroDe(rol)).toEqual({ dineroPorMes: null, beneficiariasPorEstado: null, planillasPorEstado: null, ventasPorSemana: null });
    }
    const anonimo = await t.gql(null, QUERY);
    expect(anonimo.status).toBe(401);
  });
});
