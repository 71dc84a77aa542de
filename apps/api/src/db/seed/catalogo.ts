import { sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { alimentos, gruposAlimenticios } from '../schema/index.js';

/**
 * The programme's catalogue as a real programme starts it: the food groups its subsidies are
 * distributed over and the foods its packages are made of (Bolivian staples, in generic units).
 * Reference data: on every database, once (what the programme later changes is kept).
 */
export const GRUPOS: Array<{ sigla: string; nombre: string; descripcion: string }> = [
  { sigla: 'LAC', nombre: 'LÁCTEOS Y DERIVADOS', descripcion: 'Leche, yogur, queso y otros derivados de la leche.' },
  { sigla: 'CER', nombre: 'CEREALES Y DERIVADOS', descripcion: 'Quinua, cañahua, amaranto, arroz, trigo, maíz y sus harinas, hojuelas y fideos.' },
  { sigla: 'CAR', nombre: 'CARNES Y HUEVOS', descripcion: 'Carne de res, de llama, de pollo, pescado y huevo.' },
  { sigla: 'FYV', nombre: 'FRUTAS Y VERDURAS', descripcion: 'Frutas y hortalizas frescas de temporada.' },
  { sigla: 'TUB', nombre: 'TUBÉRCULOS Y RAÍCES', descripcion: 'Papa, chuño, tunta, oca y yuca.' },
  { sigla: 'LEG', nombre: 'LEGUMINOSAS', descripcion: 'Frejol, lenteja, haba, arveja, tarwi y soya.' },
  { sigla: 'ACE', nombre: 'ACEITES Y GRASAS', descripcion: 'Aceites vegetales y mantequilla.' },
  { sigla: 'AZU', nombre: 'AZÚCARES Y MIELES', descripcion: 'Azúcar, miel de abeja y chancaca.' },
];

/** [group sigla, name, unit] */
export const ALIMENTOS: Array<[string, string, string]> = [
  ['LAC', 'LECHE ENTERA UHT', 'LITRO'],
  ['LAC', 'LECHE EN POLVO ENTERA', 'KILOGRAMO'],
  ['LAC', 'YOGUR BEBIBLE', 'LITRO'],
  ['LAC', 'QUESO FRESCO', 'KILOGRAMO'],
  ['CER', 'QUINUA REAL EN GRANO', 'KILOGRAMO'],
  ['CER', 'HOJUELAS DE QUINUA', 'KILOGRAMO'],
  ['CER', 'CAÑAHUA EN GRANO', 'KILOGRAMO'],
  ['CER', 'AMARANTO EN GRANO', 'KILOGRAMO'],
  ['CER', 'ARROZ', 'KILOGRAMO'],
  ['CER', 'FIDEO', 'KILOGRAMO'],
  ['CER', 'HARINA DE TRIGO', 'KILOGRAMO'],
  ['CER', 'AVENA EN HOJUELAS', 'KILOGRAMO'],
  ['CER', 'API MORADO', 'KILOGRAMO'],
  ['CAR', 'CARNE DE RES', 'KILOGRAMO'],
  ['CAR', 'CARNE DE LLAMA', 'KILOGRAMO'],
  ['CAR', 'POLLO', 'KILOGRAMO'],
  ['CAR', 'TRUCHA', 'KILOGRAMO'],
  ['CAR', 'HUEVO', 'MAPLE DE 30 UNIDADES'],
  ['FYV', 'PLÁTANO', 'KILOGRAMO'],
  ['FYV', 'NARANJA', 'KILOGRAMO'],
  ['FYV', 'MANZANA', 'KILOGRAMO'],
  ['FYV', 'PAPAYA', 'KILOGRAMO'],
  ['FYV', 'TOMATE', 'KILOGRAMO'],
  ['FYV', 'ZANAHORIA', 'KILOGRAMO'],
  ['TUB', 'PAPA', 'KILOGRAMO'],
  ['TUB', 'CHUÑO', 'KILOGRAMO'],
  ['TUB', 'YUCA', 'KILOGRAMO'],
  ['LEG', 'FREJOL', 'KILOGRAMO'],
  ['LEG', 'LENTEJA', 'KILOGRAMO'],
  ['LEG', 'HABA SECA', 'KILOGRAMO'],
  ['LEG', 'TARWI', 'KILOGRAMO'],
  ['ACE', 'ACEITE DE SOYA', 'LITRO'],
  ['ACE', 'ACEITE DE GIRASOL', 'LITRO'],
  ['ACE', 'MANTEQUILLA', 'KILOGRAMO'],
  ['AZU', 'AZÚCAR', 'KILOGRAMO'],
  ['AZU', 'MIEL DE ABEJA', 'KILOGRAMO'],
];

/** Food groups and foods, ACTIVO, only on a database that has none yet. */
export async function seedCatalogo(db: Executor) {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(gruposAlimenticios);
  if (n > 0) return;
  const grupos = await db
    .insert(gruposAlimenticios)
    .values(GRUPOS.map((g) => ({ ...g, estado: 'ACTIVO' })))
    .returning({ id: gruposAlimenticios.id, sigla: gruposAlimenticios.sigla });
  const idDe = new Map(grupos.map((g) => [g.sigla, g.id]));
  await db.insert(alimentos).values(ALIMENTOS.map(([sigla, nombre, unidad]) => ({ nombre, unidad, id_grupo_alimenticio: idDe.get(sigla)!, estado: 'ACTIVO' })));
}
