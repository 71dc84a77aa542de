import { azar, type Plan, sucursalesDe, tamanoDe } from './plan.js';
import type { Tabla } from './tabla.js';

const RUBROS = ['TEXTILES', 'ALIMENTOS', 'CONSTRUCTORA', 'TRANSPORTES', 'COMERCIAL', 'SERVICIOS', 'MINERA', 'AGROINDUSTRIAL', 'FARMACEUTICA', 'METALURGICA'] as const;
const LUGARES = ['ILLIMANI', 'ANDINA', 'ORIENTE', 'CHIQUITANA', 'SAJAMA', 'TITICACA', 'POTOSINA', 'CHACO', 'AMAZONICA', 'YUNGAS'] as const;
const DEPARTAMENTOS = [
  ['LA PAZ', '020101'],
  ['SANTA CRUZ', '070101'],
  ['COCHABAMBA', '030101'],
  ['ORURO', '040101'],
  ['POTOSI', '050101'],
  ['CHUQUISACA', '010101'],
  ['TARIJA', '060101'],
  ['BENI', '080101'],
  ['PANDO', '090101'],
] as const;

/** Mostly private employers; some public bodies and autonomous territorial entities (ETA), which pay with C31. */
export function tipoDe(plan: Plan, e: number): string {
  const r = azar(plan.semilla, e, 10);
  return r < 0.9 ? 'PRIVADO' : r < 0.97 ? 'PUBLICO' : 'ETA';
}

const departamentoDe = (plan: Plan, e: number) => DEPARTAMENTOS[Math.floor(azar(plan.semilla, e, 11) * DEPARTAMENTOS.length)]!;
const matriculaDe = (e: number) => String(100_000 + e).padStart(8, '0');

export const tablaEntidades: Tabla = {
  nombre: 'entidades',
  columnas: ['id', 'nombre', 'sigla', 'estado', 'proveedor', 'origen', 'tipo', 'nit', 'matricula_comercio', 'matriculas_comercio', 'razon_social', 'departamento', 'dpa'],
  *filas(plan) {
    for (let e = 0; e < plan.entidades; e++) {
      const tipo = tipoDe(plan, e);
      const nombre =
        tipo === 'PRIVADO'
          ? `${RUBROS[e % RUBROS.length]} ${LUGARES[Math.floor(e / RUBROS.length) % LUGARES.length]} ${e} S.R.L.`
          : `${tipo === 'ETA' ? 'GOBIERNO AUTONOMO MUNICIPAL' : 'MINISTERIO'} ${LUGARES[e % LUGARES.length]} ${e}`;
      const [departamento, dpa] = departamentoDe(plan, e);
      // One in fifty also sells (a provider): the purchases' origen names one of them.
      yield [plan.ids.entidad + e, nombre, `E${e}`, 'ACTIVO', e % 50 === 0, 'OVT', tipo, String(1_000_000_000 + e), matriculaDe(e), `{${matriculaDe(e)}}`, nombre, departamento, dpa];
    }
  },
};

export const tablaSucursales: Tabla = {
  nombre: 'sucursales',
  columnas: ['id', 'nombre', 'departamento', 'estado', 'tipo', 'id_entidad', 'matricula', 'dpa'],
  *filas(plan) {
    for (let e = 0; e < plan.entidades; e++) {
      const [departamento, dpa] = departamentoDe(plan, e);
      const n = sucursalesDe(plan, e);
      for (let s = 0; s < n; s++) {
        yield [plan.ids.sucursal + plan.inicioSuc[e]! + s, s === 0 ? 'CASA MATRIZ' : `SUCURSAL ${s} (${tamanoDe(plan, e)} trabajadores)`, departamento, 'ACTIVO', 'SUCURSAL', plan.ids.entidad + e, matriculaDe(e), dpa];
      }
    }
  },
};
