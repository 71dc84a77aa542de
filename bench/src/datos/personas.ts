import { azar, bonoDe, aguinaldoDe, decimal, type Plan, sucursalesDe, ultimoPeriodoDe } from './plan.js';
import type { Tabla } from './tabla.js';

const NOMBRES = ['JUAN', 'MARIA', 'CARLOS', 'ANA', 'LUIS', 'ROSA', 'JORGE', 'CARMEN', 'PEDRO', 'ELENA', 'MARCO', 'SONIA', 'RAUL', 'LIDIA', 'VICTOR', 'GLADYS'] as const;
const APELLIDOS = ['MAMANI', 'QUISPE', 'FLORES', 'CHOQUE', 'GUTIERREZ', 'VARGAS', 'ROJAS', 'LOPEZ', 'CONDORI', 'FERNANDEZ', 'TICONA', 'APAZA', 'MENDOZA', 'CRUZ', 'HUANCA', 'PEREZ'] as const;

const de = <T>(lista: readonly T[], r: number) => lista[Math.floor(r * lista.length)]!;

export const tablaPersonas: Tabla = {
  nombre: 'personas',
  columnas: ['id', 'tipo_documento', 'nro_documento', 'fecha_nacimiento', 'nombres', 'primer_apellido', 'segundo_apellido', 'genero', 'movil', 'estado', 'estado_verificacion'],
  *filas(plan) {
    for (let i = 0; i < plan.personas; i++) {
      const r = azar(plan.semilla, i, 20);
      const nacimiento = new Date(Date.UTC(1960, 0, 1) + Math.floor(r * 44 * 365) * 86_400_000).toISOString().slice(0, 10);
      // Seven in ten gave a mobile; a mobile identifies one person (personas_movil_uq).
      const movil = azar(plan.semilla, i, 21) < 0.7 ? String(60_000_000 + i) : null;
      const nombres = de(NOMBRES, azar(plan.semilla, i, 22));
      yield [plan.ids.persona + i, 'CI', String(10_000_000 + i), nacimiento, nombres, de(APELLIDOS, azar(plan.semilla, i, 23)), de(APELLIDOS, azar(plan.semilla, i, 24)), i % 2 ? 'F' : 'M', movil, 'ACTIVO', 'VERIFICADO_SEGIP'];
    }
  },
};

/** Mostly active; a few waiting for activation or switched off. */
function estadoBeneficiaria(plan: Plan, i: number): string {
  const r = azar(plan.semilla, i, 25);
  return r < 0.9 ? 'ACTIVO' : r < 0.94 ? 'INACTIVO' : r < 0.97 ? 'CREADO' : 'VERIFICADO';
}

/** The bonus's beneficiaries (subsidy 1): each person is the titular worker of one employer. */
export const tablaBeneficiarias: Tabla = {
  nombre: 'beneficiarias',
  // ultimo_periodo: every beneficiary of an employer is in each of its payrolls (planillas.ts).
  columnas: ['id', 'id_persona', 'id_persona_titular', 'id_subsidio', 'id_entidad', 'id_sucursal', 'monto_detalle', 'monto_bono', 'nro_seguro', 'enviar_sms', 'estado', 'ultimo_periodo'],
  *filas(plan) {
    for (let e = 0; e < plan.entidades; e++) {
      const desde = plan.inicioBenef[e]!;
      const hasta = plan.inicioBenef[e + 1]!;
      const sucursales = sucursalesDe(plan, e);
      const ultimo = ultimoPeriodoDe(plan, e);
      for (let i = desde; i < hasta; i++) {
        const sucursal = plan.ids.sucursal + plan.inicioSuc[e]! + ((i - desde) % sucursales);
        const persona = plan.ids.persona + i;
        yield [plan.ids.beneficiaria + i, persona, persona, 1, plan.ids.entidad + e, sucursal, decimal(aguinaldoDe(plan, i)), decimal(bonoDe(plan, i)), `S${i}`, i % 10 ? '1' : '0', estadoBeneficiaria(plan, i), ultimo];
      }
    }
  },
};

/** The worker behind each bonus beneficiary (the OVT registry's row the exports and the sync read). */
export const tablaTrabajadores: Tabla = {
  nombre: 'trabajadores',
  columnas: ['id_persona', 'id_entidad', 'id_sucursal', 'matricula', 'caja_salud', 'nro_seguro', 'cargo', 'fecha_ingreso', 'aguinaldo', 'estado'],
  *filas(plan) {
    for (let e = 0; e < plan.entidades; e++) {
      const desde = plan.inicioBenef[e]!;
      const sucursales = sucursalesDe(plan, e);
      for (let i = desde; i < plan.inicioBenef[e + 1]!; i++) {
        const ingreso = new Date(Date.UTC(2000, 0, 1) + Math.floor(azar(plan.semilla, i, 26) * 25 * 365) * 86_400_000).toISOString().slice(0, 10);
        yield [plan.ids.persona + i, plan.ids.entidad + e, plan.ids.sucursal + plan.inicioSuc[e]! + ((i - desde) % sucursales), String(100_000 + e).padStart(8, '0'), 'CAJA NACIONAL DE SALUD', `S${i}`, 'OPERARIO', ingreso, decimal(aguinaldoDe(plan, i)), 'ACTIVO'];
      }
    }
  },
};

/** One worker in ten has a subsidy (prenatal, lactancia, universal prenatal: ids 2–4 of the seed) for another person of the data. */
export const PARTE_CON_SUBSIDIO = 0.1;

export const tablaBeneficiariasSubsidio: Tabla = {
  nombre: 'beneficiarias',
  etiqueta: 'beneficiarias (subsidies)',
  columnas: ['id', 'id_persona', 'id_persona_titular', 'id_subsidio', 'id_entidad', 'id_sucursal', 'nro_seguro', 'nro_asignacion_inicio', 'nro_asignacion_fin', 'fecha_inicio', 'enviar_sms', 'estado'],
  *filas(plan) {
    let k = 0;
    for (let e = 0; e < plan.entidades; e++) {
      const desde = plan.inicioBenef[e]!;
      const sucursales = sucursalesDe(plan, e);
      for (let i = desde; i < plan.inicioBenef[e + 1]!; i++) {
        if (azar(plan.semilla, i, 27) >= PARTE_CON_SUBSIDIO) continue;
        const subsidio = 2 + Math.floor(azar(plan.semilla, i, 28) * 3);
        const inicio = new Date(Date.UTC(2025, 0, 1) + Math.floor(azar(plan.semilla, i, 29) * 690) * 86_400_000).toISOString().slice(0, 10);
        // The mother or child is another person of the data, never the worker; a shift by half keeps them all distinct.
        const beneficiaria = plan.ids.persona + ((i + Math.max(1, Math.floor(plan.personas / 2))) % plan.personas);
        yield [plan.ids.beneficiaria + plan.personas + k++, beneficiaria, plan.ids.persona + i, subsidio, plan.ids.entidad + e, plan.ids.sucursal + plan.inicioSuc[e]! + ((i - desde) % sucursales), `S${i}`, 1, 9, inicio, '1', estadoBeneficiaria(plan, i)];
      }
    }
  },
};
