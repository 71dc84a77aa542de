import type { Executor } from '@pb/api/db/client.js';
import { entidades, sucursales, usuarios } from '@pb/api/db/schema/index.js';
import { crearPersonas } from '@pb/api/modules/personas/guardar-lote.js';
import { hashPassword } from '@pb/api/auth/passwords.js';
import { lugar as lugarDeDpa } from '@pb/api/modules/sucursales/repository.js';
import { seedDemoOtras } from './demo-otras.js';
import { DEMO_EMPRESAS, DEMO_SUCURSALES } from './demo-data.js';
import { DEMO_ENTIDADES, DEMO_PASSWORD, DEMO_USUARIOS, demoExtraUsuarios, type DemoUsuario } from '../../integrations/demo-personas.js';

/** A demo place's names from its DPA code (the API's one look-up); a code the seed mistyped stops it. */
export async function lugar(db: Executor, dpa: string) {
  const row = await lugarDeDpa(db, dpa);
  if (!row) throw new Error(`Código DPA inexistente en la semilla: ${dpa}`);
  return row;
}

/** Demo organisations, points of sale and users (README lists the accounts). Runs once. */
export async function seedDemo(db: Executor) {
  const entidadIds = new Map<string, number>();
  for (const e of [...DEMO_ENTIDADES, ...DEMO_EMPRESAS]) {
    const { clave, ...values } = e;
    const [row] = await db.insert(entidades).values({ ...values, ...(await lugar(db, e.dpa)) }).returning({ id: entidades.id });
    entidadIds.set(clave, row!.id);
  }
  await seedDemoOtras(db, lugar);
  const proveedorId = entidadIds.get('proveedor')!;
  let cajaSucursal: number | undefined;
  for (const s of DEMO_SUCURSALES) {
    const [row] = await db.insert(sucursales).values({ ...s, ...(await lugar(db, s.dpa)), tipo: 'PUNTO_VENTA', id_entidad: proveedorId }).returning({ id: sucursales.id });
    cajaSucursal ??= row!.id;
  }
  const hash = await hashPassword(DEMO_PASSWORD);
  const addUser = async (u: DemoUsuario) => {
    const [persona] = await crearPersonas(db, [{ ...u.persona, complemento: u.persona.complemento ?? null, tipo_documento: 'CI', nacionalidad: 'BOLIVIA', pais_nacimiento: 'BOLIVIA', estado_verificacion: 'VERIFICADO_SEGIP' }], { quien: null });
    await db.insert(usuarios).values({
      usuario: u.usuario,
      contrasena: hash,
      email: u.email,
      cargo: u.cargo,
      id_rol: u.id_rol,
      id_entidad: entidadIds.get(u.entidad)!,
      id_sucursal: u.usuario === 'cajero' ? cajaSucursal : null,
      id_persona: persona!.id,
      doble: u.doble ?? false,
      username_ovt: u.doble ? u.usuario : null,
      username_probolivia: u.doble ? 'proveedor' : null,
    });
  };
  for (const u of DEMO_USUARIOS) await addUser(u);
  for (const u of demoExtraUsuarios()) await addUser(u);
}
