import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { alimentos, entidades, gruposAlimenticios } from '../schema/index.js';

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

/** The demo provider's products, with prices in Bs (names invented, as all demo data). [group sigla, name, unit, price] */
export const DEMO_PRODUCTOS: Array<[string, string, string, string]> = [
  ['LAC', 'LECHE EN POLVO ENTERA 400 G', 'BOLSA 400 G', '32.50'],
  ['LAC', 'YOGUR BEBIBLE DE DURAZNO', 'BOTELLA 1 L', '14.00'],
  ['CER', 'QUINUA REAL BLANCA', 'BOLSA 1 KG', '22.00'],
  ['CER', 'ARROZ POPULAR', 'BOLSA 1 KG', '9.50'],
  ['CER', 'FIDEO TALLARÍN', 'PAQUETE 500 G', '6.00'],
  ['CER', 'HARINA DE TRIGO ESPECIAL', 'BOLSA 1 KG', '8.00'],
  ['CER', 'API MORADO INSTANTÁNEO', 'BOLSA 500 G', '12.00'],
  ['CAR', 'HUEVO DE GRANJA', 'MAPLE DE 30 UNIDADES', '30.00'],
  ['CAR', 'POLLO ENTERO', 'KILOGRAMO', '21.00'],
  ['CAR', 'CARNE DE RES PULPA', 'KILOGRAMO', '58.00'],
  ['ACE', 'ACEITE DE SOYA', 'BOTELLA 900 ML', '13.50'],
  ['AZU', 'MIEL DE ABEJA DEL CHACO', 'FRASCO 500 G', '35.00'],
];

/** The demo provider (NIT 1020304050) gets its products: a demo database, once. */
export async function seedDemoProductos(db: Executor) {
  const [proveedor] = await db.select({ id: entidades.id }).from(entidades).where(eq(entidades.nit, '1020304050')).limit(1);
  if (!proveedor) return;
  const grupos = await db.select({ id: gruposAlimenticios.id, sigla: gruposAlimenticios.sigla }).from(gruposAlimenticios);
  const idDe = new Map(grupos.map((g) => [g.sigla, g.id]));
  const filas = DEMO_PRODUCTOS.filter(([sigla]) => idDe.has(sigla)).map(([sigla, nombre, unidad, precio]) => ({
    nombre,
    unidad,
    precio,
    id_grupo_alimenticio: idDe.get(sigla)!,
    id_entidad: proveedor.id,
    estado: 'ACTIVO',
  }));
  if (filas.length) await db.insert(alimentos).values(filas).onConflictDoNothing();
}
