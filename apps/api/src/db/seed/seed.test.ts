import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { seed } from './index.js';
import { DEMO_PASSWORD, DEMO_USUARIOS } from '@pb/demo/integrations/demo-personas.js';
import { MODULOS } from '../../modules/modulos/catalogo.js';
import { ALIMENTOS, GRUPOS } from './catalogo.js';
import { DEMO_PRODUCTOS } from '@pb/demo/db/seed/productos.js';
import { semillaDemo } from '@pb/demo/db/seed/index.js';
import { SUBSIDIOS } from './subsidios.js';
import { DOCUMENTO_ENTREGAS } from '@pb/demo/db/seed/entregas.js';
import { DOCUMENTO_COMPRAS } from '@pb/demo/db/seed/ventas.js';
import { MATRICULAS_DEMO, NIT_DEMO, NIT_ETA, NIT_PUBLICA, TRABAJADORES_DEMO, TRABAJADORES_PUBLICOS } from '@pb/demo/integrations/ovt/registro.js';
import { DEMO_UNIVERSAL } from '@pb/demo/db/seed/registros.js';
import { invariantes } from '../../test/invariantes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
});
afterAll(() => t.close());

const count = async (table: string) => {
  const res = await t.database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
  return Number(res.rows[0]!.n);
};

describe('reference data', () => {
  it('loads Bolivia’s 9 departments, 112 provinces and 340 municipalities', async () => {
    expect(await count('departamentos')).toBe(9);
    expect(await count('provincias')).toBe(112);
    expect(await count('municipios')).toBe(340);
    const res = await t.database.db.execute<{ nombre: string }>(sql`select nombre from municipios where codigo_completo = '020105'`);
    expect(res.rows[0]!.nombre).toBe('El Alto');
  });

  it('has a module for every route of both spec route tables and every permission key the spec names', async () => {
    const spec = ['000_71deb4aaa444b315.txt', '001_ae3ad38548889503.txt'].map((f) => readFileSync(new URL(`../../../../../../shared/spec/${f}`, import.meta.url), 'utf8')).join('\n');
    const routes = new Set([...spec.matchAll(/Route table[^:]*: ([^\n]+)/g)].flatMap((m) => m[1]!.split('. ')[0]!.split(',').map((r) => r.trim().replace(/\.$/, '').replace(/^\//, ''))));
    for (const r of [' (dashboard)', '', 'login', 'principal', 'loginPlataforma', 'account', '404', '403', '500']) routes.delete(r);
    const keys = new Set([...spec.matchAll(/\b([a-zA-Z_-]+):(read|create|update|delete)\b/g)].map((m) => m[1]!));
    const seeded = new Set(MODULOS.map((m) => m.ruta));
    const missing = [...routes, ...keys].filter((r) => !seeded.has(r));
    expect(routes.size).toBeGreaterThan(35);
    expect(missing).toEqual([]);
    expect(await count('modulos')).toBe(MODULOS.length);
    expect(await count('permisos')).toBe(MODULOS.length * 10);
  });

  it('is idempotent: seeding again changes nothing', async () => {
    const tablas = ['modulos', 'permisos', 'usuarios', 'entidades', 'grupos_alimenticios', 'alimentos', 'subsidios', 'subsidio_montos', 'distribuciones', 'distribucion_grupos'];
    const before = await Promise.all(tablas.map(count));
    await seed(t.database.db, { demo: semillaDemo });
    expect(await Promise.all(tablas.map(count))).toEqual(before);
  });

  it('loads the programme’s food groups and foods, active, and the demo provider’s priced products', async () => {
    expect(await count('grupos_alimenticios where estado = \'ACTIVO\'')).toBe(GRUPOS.length);
    expect(await count('alimentos where id_entidad is null and precio is null')).toBe(ALIMENTOS.length);
    const productos = await t.database.db.execute<{ nombre: string; precio: string }>(
      sql`select a.nombre, a.precio from alimentos a join entidades e on e.id = a.id_entidad where e.nit = '1020304050' order by a.nombre`,
    );
    expect(productos.rows).toHaveLength(DEMO_PRODUCTOS.length);
    expect(productos.rows).toContainEqual({ nombre: 'ACEITE DE SOYA', precio: '13.50' });
  });

  it('loads the reference subsidies: the bonus is id 1, and every percentage set sums exactly 100', async () => {
    const filas = await t.database.db.execute<{ id: number; nombre: string; tipo: string }>(sql`select id, nombre, tipo from subsidios order by id`);
    expect(filas.rows).toHaveLength(SUBSIDIOS.length);
    expect(filas.rows[0]).toEqual({ id: 1, nombre: 'BONO ESFUERZO POR BOLIVIA', tipo: 'BONO' });
    const sumas = await t.database.db.execute<{ suma: string }>(sql`
      select sum(porcentaje)::text as suma from distribuciones group by id_subsidio
      union all select sum(porcentaje)::text from distribucion_grupos group by id_distribucion`);
    expect(new Set(sumas.rows.map((r) => r.suma))).toEqual(new Set(['100.00']));
  });
});

describe('demo workers', () => {
  it('the demo employer has its OVT workers with their bonus, and the regionals one per department', async () => {
    const demo = `beneficiarias b join entidades e on e.id = b.id_entidad where e.nit = '${NIT_DEMO}' and b.id_subsidio = 1`;
    const total = TRABAJADORES_DEMO[MATRICULAS_DEMO[0]]! + TRABAJADORES_DEMO[MATRICULAS_DEMO[1]]!;
    // The worker the system knows from SEGIP with another birth date waits for a correction.
    expect(await count(demo)).toBe(total - 1);
    expect(await count(`trabajadores t join entidades e on e.id = t.id_entidad where e.nit = '${NIT_DEMO}'`)).toBe(total - 1);
    expect(await count(`sucursales s join entidades e on e.id = s.id_entidad where e.nit = '${NIT_DEMO}' and s.tipo = 'SUCURSAL'`)).toBeGreaterThan(1);
    expect(await count(`sucursales where tipo = 'REGIONAL'`)).toBe(9);
  });

  it('the demo public entity and ETA have their OVT workers, each with a bonus to pay, and an active branch', async () => {
    for (const nit of [NIT_PUBLICA, NIT_ETA]) {
      const bonos = `beneficiarias b join entidades e on e.id = b.id_entidad where e.nit = '${nit}' and b.id_subsidio = 1`;
      expect(await count(bonos)).toBe(TRABAJADORES_PUBLICOS);
      expect(await count(`${bonos} and b.monto_bono > 0`)).toBe(TRABAJADORES_PUBLICOS);
      expect(await count(`sucursales s join entidades e on e.id = s.id_entidad where e.nit = '${nit}' and s.tipo = 'SUCURSAL' and s.estado = 'ACTIVO'`)).toBeGreaterThan(0);
    }
  });
});

describe('demo deliveries', () => {
  it('two of the demo employer’s workers have a PRENATAL subsidy paid by a PAGADO payroll, its calendar enabled, and La Paz an ACTIVO PRENATAL package', async () => {
    const filas = await t.database.db.execute<{ nro_documento: string; saldo: string; calendarios: number }>(sql`
      select p.nro_documento, c.saldo::text as saldo, (select count(*)::int from entregas x where x.id_beneficiaria = b.id and x.estado = 'HABILITADO') as calendarios
      from beneficiarias b join personas p on p.id = b.id_persona join subsidios s on s.id = b.id_subsidio join entidades e on e.id = b.id_entidad
      join cuentas c on c.id_beneficiaria = b.id and c.id_subsidio = b.id_subsidio
      where e.nit = ${NIT_DEMO} and s.nombre = 'SUBSIDIO PRENATAL' order by p.nro_documento`);
    expect(filas.rows).toHaveLength(2);
    expect(filas.rows.every((f) => f.calendarios === 1 && f.saldo === '2000.00')).toBe(true);
    // docs/demo.md names the first one for the counter's journeys.
    expect(filas.rows[0]!.nro_documento).toBe(DOCUMENTO_ENTREGAS);
    expect(await count(`paquetes p join sucursales s on s.id = p.id_sucursal join subsidios x on x.id = p.id_subsidio where s.nombre = 'REGIONAL LA PAZ' and x.nombre = 'SUBSIDIO PRENATAL' and p.estado = 'ACTIVO'`)).toBe(1);
    expect(await count(`paquetes p join sucursales s on s.id = p.id_sucursal join subsidios x on x.id = p.id_subsidio where s.nombre = 'REGIONAL LA PAZ' and x.nombre = 'SUBSIDIO UNIVERSAL PRENATAL' and p.estado = 'ACTIVO'`)).toBe(1);
    expect(await count(`planillas where nombre = 'PLANILLA SUBSIDIO PRENATAL' and estado = 'PAGADO'`)).toBeGreaterThan(0);
  });
});

describe('demo sales (issue 17)', () => {
  it('six ACTIVO workers with a paid bonus, past sales of the demo provider inside their balance, none settled', async () => {
    const filas = await t.database.db.execute<{ nro_documento: string; saldo: string; monto_bono: string; ventas: number; gastado: string }>(sql`
      select p.nro_documento, c.saldo::text as saldo, b.monto_bono::text as monto_bono,
        (select count(*)::int from ventas v where v.id_persona = p.id) as ventas,
        (select coalesce(sum(v.monto), 0)::text from ventas v where v.id_persona = p.id) as gastado
      from beneficiarias b join personas p on p.id = b.id_persona join cuentas c on c.id_beneficiaria = b.id and c.id_subsidio = 1
      join entidades e on e.id = b.id_entidad
      where e.nit = '2030405060' and b.id_subsidio = 1 and b.estado = 'ACTIVO' and p.movil is not null
      order by p.nro_documento desc`);
    expect(filas.rows).toHaveLength(6);
    // docs/demo.md and the cashier's journey name the first one.
    expect(filas.rows[0]!.nro_documento).toBe(DOCUMENTO_COMPRAS);
    for (const f of filas.rows) {
      expect(f.ventas).toBeGreaterThan(0);
      expect(Number(f.saldo) + Number(f.gastado)).toBeCloseTo(Number(f.monto_bono), 2);
    }
    expect(await count(`ventas where id_pago is not null`)).toBe(0);
    expect(await count(`ventas v join sucursales s on s.id = v.id_sucursal where s.tipo <> 'PUNTO_VENTA'`)).toBe(0);
  });
});

describe('demo accounts', () => {
  const nits: Record<string, string> = { proveedor: '1020304050', empleador: '2030405060', doble: '2030405060' };
  it.each(DEMO_USUARIOS.map((u) => [u.usuario, u.id_rol] as const))('%s logs in with its variant and gets its menu (role %i)', async (usuario, idRol) => {
    const nit = nits[usuario];
    const res = nit
      ? await t.rest('POST', '/auth/nit', null, { nit, usuario, password: DEMO_PASSWORD })
      : await t.rest('POST', '/auth', null, { usuario, contrasena: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.usuario.id_rol).toBe(idRol);
    expect(body.menu.length).toBeGreaterThan(0);
    expect(Object.keys(body.permisos).length).toBeGreaterThan(0);
    if (usuario === 'doble') expect(body.usuario.doble).toBe(true);
  });
});

describe('demo universal-subsidy beneficiary (decision 027)', () => {
  it('is registered with her inscription, her credited assignments and their calendar', async () => {
    const res = await t.database.db.execute<{ estado: string; saldo: string; abonos: number; calendarios: number; inscripciones: number }>(sql`
      select b.estado, c.saldo::text as saldo,
        (select count(*)::int from movimientos m where m.id_cuenta = c.id and m.tipo = 'ABONO') as abonos,
        (select count(*)::int from entregas e where e.id_beneficiaria = b.id and e.estado = 'HABILITADO') as calendarios,
        (select count(*)::int from inscripciones i where i.id_beneficiaria = b.id) as inscripciones
      from beneficiarias b join personas p on p.id = b.id_persona join subsidios s on s.id = b.id_subsidio
      join cuentas c on c.id_beneficiaria = b.id and c.id_subsidio = b.id_subsidio
      where p.nro_documento = ${DEMO_UNIVERSAL.nro_documento} and s.nombre like '%UNIVERSAL%'`);
    expect(res.rows).toEqual([{ estado: 'ACTIVO', saldo: '1200.00', abonos: 4, calendarios: 4, inscripciones: 1 }]);
    expect(await invariantes(t.database.db)).toEqual([]);
  });
});

describe('demo embassies, other entities and urban municipalities', () => {
  it('seeds six embassies and two NGOs of origen OTRO, each with its payment branch, and three municipalities', async () => {
    expect(await count(`entidades where origen = 'OTRO' and tipo = 'EMBAJADA' and sigla = 'EMB' and estado = 'ACTIVO' and dpa = '020101'`)).toBe(6);
    expect(await count(`entidades where origen = 'OTRO' and tipo = 'ONG' and sigla = 'ONG'`)).toBe(2);
    expect(await count(`entidades e where origen = 'OTRO' and tipo in ('EMBAJADA', 'ONG') and not exists (select 1 from sucursales s where s.id_entidad = e.id and s.tipo = 'SUCURSAL')`)).toBe(0);
    expect(await count(`entidades where nombre = 'ROSA MAMANI QUISPE' and origen = 'OTRO' and tipo = 'PERSONAL'`)).toBe(1);
    const municipios = await t.database.db.execute<{ dpa: string }>(sql`select dpa from municipios_supermercados order by dpa`);
    expect(municipios.rows.map((r) => r.dpa)).toEqual(['020101', '020105', '070101']);
  });
});
