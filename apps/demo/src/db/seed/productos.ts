import { eq } from 'drizzle-orm';
import type { Executor } from '@pb/api/db/client.js';
import { alimentos, entidades, gruposAlimenticios } from '@pb/api/db/schema/index.js';

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
