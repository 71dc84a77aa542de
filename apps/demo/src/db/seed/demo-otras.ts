import type { Executor } from '@pb/api/db/client.js';
import { entidades, municipiosSupermercados, sucursales } from '@pb/api/db/schema/index.js';

/**
 * Demo embassies and NGOs (origen OTRO, spec part 2 §2.17) and urban municipalities with
 * supermarkets, so /embajadas, /otros and /municipios have rows. Invented addresses and phones in
 * real municipalities; most municipalities are left free for the e2e to add.
 */
type Lugar = (db: Executor, dpa: string) => Promise<{ departamento: string; provincia: string; municipio: string }>;

const EMBAJADAS = [
  ['EMBAJADA DE LA REPÚBLICA DEL PERÚ', 'Calle Fernando Guachalla Nº 300, Sopocachi', '22441250', 'embajada.peru@example.bo'],
  ['EMBAJADA DE LA REPÚBLICA ARGENTINA', 'Calle Aspiazu Nº 497, Sopocachi', '22417737', 'embajada.argentina@example.bo'],
  ['EMBAJADA DE LA REPÚBLICA FEDERATIVA DEL BRASIL', 'Av. Arce Nº 2739, Edificio Multicentro', '22166400', 'embajada.brasil@example.bo'],
  ['EMBAJADA DE LA REPÚBLICA DEL PARAGUAY', 'Calle 8 de Calacoto Nº 7805', '22793274', 'embajada.paraguay@example.bo'],
  ['EMBAJADA DE ESPAÑA', 'Av. 6 de Agosto Nº 2827', '22433518', 'embajada.espana@example.bo'],
  ['EMBAJADA DE LA REPÚBLICA DE COLOMBIA', 'Calle 9 de Calacoto Nº 7835', '22786841', 'embajada.colombia@example.bo'],
] as const;

const ONGS = [
  ['FUNDACIÓN MANOS SOLIDARIAS', 'Apoyo a madres trabajadoras del hogar', 'Calle Rosendo Gutiérrez Nº 610', '22419090', 'contacto@manossolidarias.example.bo'],
  ['ASOCIACIÓN MUJERES DEL ALTIPLANO', 'Capacitación y empleo para mujeres', 'Av. Ecuador Nº 2150', '22412233', 'info@mujeresaltiplano.example.bo'],
] as const;

/** La Paz, El Alto and Santa Cruz de la Sierra. */
export const DEMO_MUNICIPIOS_SUPERMERCADOS = [
  { dpa: '020101', nombre: 'LA PAZ', observacion: 'Supermercados en la zona central y la zona sur' },
  { dpa: '020105', nombre: 'EL ALTO', observacion: 'Supermercados sobre la Av. 6 de Marzo' },
  { dpa: '070101', nombre: 'SANTA CRUZ DE LA SIERRA', observacion: null },
] as const;

const DPA_LA_PAZ = '020101';

export async function seedDemoOtras(db: Executor, lugar: Lugar) {
  const donde = await lugar(db, DPA_LA_PAZ);
  const filas = [
    ...EMBAJADAS.map(([nombre, direccion, telefonos, email], i) => ({ nombre, direccion, telefonos, email, sigla: 'EMB', tipo: 'EMBAJADA', descripcion: 'Representación diplomática', nit: String(7000000 + i * 17) })),
    ...ONGS.map(([nombre, descripcion, direccion, telefonos, email], i) => ({ nombre, descripcion, direccion, telefonos, email, sigla: 'ONG', tipo: 'ONG', nit: String(7100000 + i * 17) })),
  ];
  for (const f of filas) {
    const [row] = await db
      .insert(entidades)
      .values({ ...f, origen: 'OTRO', estado: 'ACTIVO', dpa: DPA_LA_PAZ, ...donde })
      .returning({ id: entidades.id });
    // Like one created at /otros: its payment branch, named after it.
    await db.insert(sucursales).values({ nombre: f.nombre, direccion_completa: f.direccion, telefonos: f.telefonos, dpa: DPA_LA_PAZ, ...donde, tipo: 'SUCURSAL', estado: 'ACTIVO', id_entidad: row!.id });
  }
  await db.insert(municipiosSupermercados).values(DEMO_MUNICIPIOS_SUPERMERCADOS.map((m) => ({ ...m, estado: 'ACTIVO' })));
}
