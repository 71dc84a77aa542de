import { eq } from 'drizzle-orm';
import type { Executor } from '@pb/api/db/client.js';
import { beneficiarias, entidades, sucursales, trabajadores } from '@pb/api/db/schema/index.js';
import { registrarAltas } from '@pb/api/modules/beneficiarias/estados.js';
import { crearPersonas } from '@pb/api/modules/personas/guardar-lote.js';

/** The demo independent employer's entity (integrations/demo-personas.ts, clave 'independiente'). */
export const NIT_INDEPENDIENTE = '5060708090';

/**
 * The demo independent employer's household workers (decision 028): her registration branch and two
 * workers whose bonus waits for its payroll, one ACTIVO without a mobile and one CREADO with one, so
 * that /beneficiariaIndependiente and /modificarCelularIndependiente have rows.
 */
export const TRABAJADORAS_INDEPENDIENTE = [
  { nro_documento: '9120451', nombres: 'JUANA', primer_apellido: 'CONDORI', segundo_apellido: 'MAMANI', fecha_nacimiento: '1985-03-14', genero: 'F', movil: null, aguinaldo: '3000.00', bono: '450.00', estado: 'ACTIVO' },
  { nro_documento: '9120452', nombres: 'MARIA LUZ', primer_apellido: 'POMA', segundo_apellido: 'CHOQUE', fecha_nacimiento: '1990-11-02', genero: 'F', movil: '79120452', aguinaldo: '2500.00', bono: '375.00', estado: 'CREADO' },
] as const;

export async function seedDemoIndependiente(db: Executor) {
  const [e] = await db.select().from(entidades).where(eq(entidades.nit, NIT_INDEPENDIENTE)).limit(1);
  if (!e) return;
  const [s] = await db
    .insert(sucursales)
    .values({ nombre: `${e.nombre} - DOMICILIO`, tipo: 'SUCURSAL', id_entidad: e.id, dpa: e.dpa, departamento: e.departamento, provincia: e.provincia, municipio: e.municipio, direccion_completa: e.direccion, telefonos: e.telefonos })
    .returning({ id: sucursales.id });
  const cuando = new Date();
  for (const t of TRABAJADORAS_INDEPENDIENTE) {
    const [p] = await crearPersonas(
      db,
      [{ tipo_documento: 'CI', nro_documento: t.nro_documento, nombres: t.nombres, primer_apellido: t.primer_apellido, segundo_apellido: t.segundo_apellido, fecha_nacimiento: t.fecha_nacimiento, genero: t.genero, movil: t.movil, telefono: '0000000', nacionalidad: 'BOLIVIA', pais_nacimiento: 'BOLIVIA' }],
      { quien: null },
    );
    await db.insert(trabajadores).values({ id_persona: p!.id, id_entidad: e.id, id_sucursal: s!.id, aguinaldo: t.aguinaldo });
    const [b] = await db
      .insert(beneficiarias)
      .values({ id_persona: p!.id, id_persona_titular: p!.id, id_persona_titular_cobro: p!.id, id_subsidio: 1, id_entidad: e.id, id_sucursal: s!.id, monto_detalle: t.aguinaldo, monto_bono: t.bono, estado: t.estado, fecha_inicio: cuando.toISOString().slice(0, 10) })
      .returning({ id: beneficiarias.id, estado: beneficiarias.estado });
    await registrarAltas(db, [b!], 'Registro de trabajadora independiente', { quien: null, cuando });
  }
}
