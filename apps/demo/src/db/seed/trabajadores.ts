import { eq } from 'drizzle-orm';
import { PORCENTAJE_BONO_POR_DEFECTO, isoDeDiaMesAnio } from '@pb/contract';
import type { Executor } from '@pb/api/db/client.js';
import { entidades } from '@pb/api/db/schema/index.js';
import { leerTrabajador } from '@pb/api/integrations/ovt/client.js';
import { DOCUMENTO_FECHA_DISTINTA, NITS_DEMO, registroOvt, type RegistroOvt } from '../../integrations/ovt/registro.js';
import { registroSegip } from '../../integrations/segip/registro.js';
import { asegurarSucursales, guardarPagina } from '@pb/api/modules/trabajadores/sincronizar.js';
import { crearPersonas } from '@pb/api/modules/personas/guardar-lote.js';

const PAGINA = 500;

/**
 * The demo employers' workers (the employer's, the public entity's and the ETA's), as their first
 * sync from the OVT would leave them (the same code, fed by the simulator's registry in-process), so
 * that every worker screen has people to show and the public entities can pay a payroll with C31.
 * One demo worker is already known to the system from SEGIP with another birth date: each sync of
 * the employer then shows the spec's birth-date dialog for it.
 */
export async function seedDemoTrabajadores(db: Executor, nits: readonly string[] = NITS_DEMO) {
  const segip = registroSegip().find((p) => p.NumeroDocumento === DOCUMENTO_FECHA_DISTINTA);
  if (segip) {
    await crearPersonas(
      db,
      [
        {
          nro_documento: segip.NumeroDocumento,
          complemento: segip.Complemento || null,
          nombres: segip.Nombres,
          primer_apellido: segip.PrimerApellido || null,
          segundo_apellido: segip.SegundoApellido || null,
          fecha_nacimiento: isoDeDiaMesAnio(segip.FechaNacimiento),
          nacionalidad: 'BOLIVIA',
          estado_verificacion: 'VERIFICADO_SEGIP',
        },
      ],
      { quien: null },
      { siExiste: 'omitir' },
    );
  }
  const registro = registroOvt();
  const cuando = new Date();
  for (const nit of nits) await sincronizarDemo(db, registro, nit, cuando);
}

async function sincronizarDemo(db: Executor, registro: RegistroOvt, nit: string, cuando: Date) {
  const [demo] = await db.select({ id: entidades.id }).from(entidades).where(eq(entidades.nit, nit)).limit(1);
  if (!demo) return;
  for (const m of registro.empleador(nit)?.matriculas ?? []) {
    const sucursales = await asegurarSucursales(db, demo.id, m.matricula, m.sucursales.map((s) => ({ ...s, direccion: s.direccion ?? null, dpa: s.dpa ?? null })), null, cuando);
    for (let desde = 0; ; desde += PAGINA) {
      const pagina = registro.trabajadores(nit, m.matricula, desde, PAGINA);
      if (!pagina || pagina.trabajadores.length === 0) break;
      await guardarPagina(db, { idEntidad: demo.id, matricula: m.matricula, sucursales, quien: null, cuando, porcentaje: PORCENTAJE_BONO_POR_DEFECTO }, pagina.trabajadores.map(leerTrabajador));
    }
  }
}
