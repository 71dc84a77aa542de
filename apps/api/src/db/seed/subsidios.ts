import { sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { distribucionGrupos, distribuciones, gruposAlimenticios, subsidioMontos, subsidios } from '../schema/index.js';

type GrupoSemilla = [sigla: string, porcentaje: string];
type DistribucionSemilla = { nombre: string; porcentaje: string; credito: '0' | '1'; grupos: GrupoSemilla[] };
type SubsidioSemilla = {
  nombre: string;
  tipo: 'BONO' | 'SUBSIDIO';
  nro_total_entregas: number;
  vigencia_dias: number;
  estado: 'ACTIVO' | 'CREADO';
  /** [gestion, monto in Bs] */
  montos: Array<[number, string]>;
  distribuciones: DistribucionSemilla[];
};

const ALIMENTACION = (grupos: GrupoSemilla[], porcentaje = '100.00'): DistribucionSemilla => ({ nombre: 'PRODUCTOS ALIMENTICIOS', porcentaje, credito: '0', grupos });

/**
 * The subsidies a real programme starts with (DOMAIN.md §1). The bonus is id 1 (the first row
 * inserted); its amount is each worker's (a percentage of the aguinaldo), so it has no yearly
 * amount. Percentages sum exactly 100 per subsidy and per distribution (decision 018).
 */
export const SUBSIDIOS: SubsidioSemilla[] = [
  {
    nombre: 'BONO ESFUERZO POR BOLIVIA',
    tipo: 'BONO',
    nro_total_entregas: 1,
    vigencia_dias: 365,
    estado: 'ACTIVO',
    montos: [],
    distribuciones: [ALIMENTACION([['LAC', '20.00'], ['CER', '20.00'], ['CAR', '20.00'], ['FYV', '10.00'], ['TUB', '10.00'], ['LEG', '10.00'], ['ACE', '5.00'], ['AZU', '5.00']])],
  },
  {
    nombre: 'SUBSIDIO PRENATAL',
    tipo: 'SUBSIDIO',
    nro_total_entregas: 4,
    vigencia_dias: 60,
    estado: 'ACTIVO',
    montos: [[2025, '2000.00'], [2026, '2000.00']],
    distribuciones: [
      ALIMENTACION([['LAC', '33.33'], ['CER', '33.33'], ['CAR', '33.34']], '90.00'),
      { nombre: 'ENERGÍA ELÉCTRICA', porcentaje: '10.00', credito: '1', grupos: [] },
    ],
  },
  {
    nombre: 'SUBSIDIO DE LACTANCIA',
    tipo: 'SUBSIDIO',
    nro_total_entregas: 12,
    vigencia_dias: 60,
    estado: 'ACTIVO',
    montos: [[2025, '2000.00'], [2026, '2000.00']],
    distribuciones: [ALIMENTACION([['LAC', '40.00'], ['CER', '25.00'], ['CAR', '15.00'], ['FYV', '10.00'], ['LEG', '10.00']])],
  },
  {
    nombre: 'SUBSIDIO UNIVERSAL PRENATAL',
    tipo: 'SUBSIDIO',
    nro_total_entregas: 4,
    vigencia_dias: 60,
    estado: 'ACTIVO',
    montos: [[2026, '300.00']],
    distribuciones: [ALIMENTACION([['LAC', '35.00'], ['CER', '30.00'], ['CAR', '20.00'], ['FYV', '15.00']])],
  },
];

/** The reference subsidies with their amounts and distributions, only on a database that has none yet. */
export async function seedSubsidios(db: Executor) {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(subsidios);
  if (n > 0) return;
  const grupos = await db.select({ id: gruposAlimenticios.id, sigla: gruposAlimenticios.sigla }).from(gruposAlimenticios);
  const idDe = new Map(grupos.map((g) => [g.sigla, g.id]));
  for (const s of SUBSIDIOS) {
    const { montos, distribuciones: partes, ...datos } = s;
    const [fila] = await db.insert(subsidios).values(datos).returning({ id: subsidios.id });
    const id = fila!.id;
    if (montos.length) await db.insert(subsidioMontos).values(montos.map(([gestion, monto]) => ({ id_subsidio: id, gestion, monto })));
    for (const [orden, d] of partes.entries()) {
      const [dist] = await db
        .insert(distribuciones)
        .values({ id_subsidio: id, orden: orden + 1, nombre: d.nombre, porcentaje: d.porcentaje, credito: d.credito })
        .returning({ id: distribuciones.id });
      const filas = d.grupos.filter(([sigla]) => idDe.has(sigla)).map(([sigla, porcentaje]) => ({ id_distribucion: dist!.id, id_grupo_alimenticio: idDe.get(sigla)!, porcentaje }));
      if (filas.length) await db.insert(distribucionGrupos).values(filas);
    }
  }
}
