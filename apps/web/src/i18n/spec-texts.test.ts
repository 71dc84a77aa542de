/// <reference types="node" />
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogoCompleto as es } from './completo';

/**
 * Every Spanish text the specification quotes (shared/spec/texts-es.json, beside the repository)
 * must reach the user exactly as written, from the Spanish catalogue. Screens arrive issue by
 * issue, so only the texts of the parts already built are required; the rest are counted.
 */
interface SpecText {
  text: string;
  file: string;
  section: string;
  corrected?: string;
}

const SPEC_FILE = new URL('../../../../../shared/spec/texts-es.json', import.meta.url);
const PART_1 = '000_71deb4aaa444b315.txt';
const PART_2 = '001_ae3ad38548889503.txt';

/** Part 1 texts of the shell, session, login, error pages, lists, dialogs, default toasts, permissions and modules. */
const COVERED: Record<string, readonly string[]> = {
  session: ['Su sesión ha expirado, ingrese nuevamente.', 'Su sesión ha sido cerrada automáticamente después de 30 minutos de inactividad.', 'Su sesión ha caducado.'],
  login: ['El campo es obligatorio.', 'Usuario y/o contraseña inválida', 'El sistema no pudo conectarse, revise su conexión de internet.'],
  errorPages: ['PÁGINA NO ENCONTRADA', 'NO TIENE PERMISOS PARA REALIZAR ESTA ACCIÓN', 'SE PRODUJO UN ERROR EN EL SERVIDOR'],
  lists: ['No hay resultados', 'No se encontraron registros que coincidan'],
  dialogs: ['Mensaje...'],
  toasts: ['La operación se realizó correctamente.', 'Ocurrió un error al procesar su operación.', 'Ocurrió algo inesperado al procesar su operación.'],
  permissions: ['No tiene los permisos necesarios.', 'No tiene permisos para realizar esta operación.', 'No se pudo establecer conexión con el servidor.'],
  modules: [
    '¿Está seguro de mostrar/ocultar el módulo en el menú?',
    '¡Permiso actualizado!',
    '¡Módulo visible!',
    '¡Módulo oculto!',
    'Se actualizó el registro correctamente',
    'Estado Modificado',
  ],
  users: ['Sus datos fueron actualizados, debe ingresar de nuevo al sistema.'],
  identity: ['Debe ingresar al menos un apellido.', 'Persona no encontrada en Segip.', 'Datos de persona correctos.', 'Persona encontrada exitosamente.'],
  signing: ['No se pudo acceder al token', 'La respuesta es incorrecta'],
};

/** Part 2 texts of the screens built so far. */
const COVERED_PART_2: Record<string, readonly string[]> = {
  catalogue: [
    '¿Está seguro de activar/desactivar el registro?.',
    '¡Registro activado!',
    '¡Registro desactivado!',
    '¡Solo se puede editar con estado CREADO!',
    'Ingresar solo números separados por punto',
    'Se realizó el registro correctamente',
  ],
  subsidies: [
    'Debe agregar un monto válido',
    'Los porcentajes deben sumar 100%',
    'Ya se agrego este grupo!',
    'Debe seleccionar la distribucion y porcentaje',
    'Debe escribir nombre y porcentaje para la distribucion',
    'Debe agregar distribuciones correctamente.',
    '¡Debe crear una distribución para activar el subsidio!',
    '¿Agregar nuevo monto?',
  ],
  workers: [
    'OVT - Buscar titular',
    'Trabajador encontrado exitosamente.',
    'Problemas en fechas de nacimientos. Corrija. Comuníquese con Agetic.',
    'Planilla correcta.',
    'Se encontraron los siguientes errores en su planilla. Corrijalas por favor.',
    'Compra con SMS actualizado',
    'Se actualizo número de celular.',
    'El número de celular no ha cambiado',
    'El número de celular ya se encuentra registrado',
    'Suspensión del beneficiario eliminada',
    'Persona no encontrada en Segip. Revise.',
    'CI duplicado. La persona ya esta registrada en el sistema con diferentes datos, Regularize en Segip..',
    'Verifique los datos, asegurese de que el subsidio no esta registrado',
  ],
  payrolls: [
    'Planillas',
    'Formularios C31',
    'Reporte diario planillas aprobadas',
    'PLANILLA ESFUERZO POR BOLIVIA',
    'No se tiene beneficiarias para crear la planilla',
    'El monto total no puede ser cero',
    'No tiene planillas seleccionadas para generar código de pago',
    'No tiene planillas para generar código de pago',
    'Planilla anulada exitosamente',
  ],
  registros: ['Registro', 'Registros', 'Verifique que los datos sean correctos.'],
  downloads: ['Hubo un error.'],
  packages: [
    'Por favor seleccione un Subsidio o una Regional',
    'El paquete debe de tener al menos un alimento',
    'Alimento es nulo o la cantidad no es un valor valido!',
    'El alimento {{nombre}} ya se encuentra agregado',
    'Paquete Creado',
    'Paquete Activado',
    'Paquete Modificado',
  ],
  otherEntities: [
    'Ingresar solo números',
    'Embajada Activada',
    'Embajada Desactivada',
    'Entidad Creada',
    'Entidad Modificada',
    'Entidad Activada',
    'Entidad Desactivada',
    'Municipio creado',
    'Municipio modificado',
    'Municipio Activado',
    'Municipio Desactivado',
  ],
};

type Catalogue = { [key: string]: string | Catalogue };

function values(catalogue: Catalogue): string[] {
  return Object.values(catalogue).flatMap((value) => (typeof value === 'string' ? [value] : values(value)));
}

/** The text as the catalogue must hold it: the correction if any, `{name}` as i18next's `{{name}}`. */
function expected(entry: SpecText): string {
  return (entry.corrected ?? entry.text).replace(/(?<!\{)\{(\w+)\}(?!\})/g, '{{$1}}');
}

function loadSpecTexts(): SpecText[] {
  const parsed = JSON.parse(readFileSync(SPEC_FILE, 'utf8')) as { texts: SpecText[] };
  return parsed.texts;
}

const catalogue = new Set(values(es as Catalogue));
const specTexts = loadSpecTexts();

describe('spec texts in the Spanish catalogue', () => {
  it.each(Object.entries(COVERED))('has every text of %s', (_group, texts) => {
    for (const text of texts) {
      const entry = specTexts.find((e) => expected(e) === text);
      expect(entry, `"${text}" is not quoted by the spec (typo in COVERED?)`).toBeDefined();
      expect(entry?.file).toBe(PART_1);
      expect(catalogue.has(text), `missing in es.json: "${text}"`).toBe(true);
    }
  });

  it.each(Object.entries(COVERED_PART_2))('has every text of %s (part 2)', (_group, texts) => {
    for (const text of texts) {
      const entry = specTexts.find((e) => expected(e) === text);
      expect(entry, `"${text}" is not quoted by the spec (typo in COVERED_PART_2?)`).toBeDefined();
      expect(entry?.file).toBe(PART_2);
      expect(catalogue.has(text), `missing in es.json: "${text}"`).toBe(true);
    }
  });

  it('writes placeholders the i18next way', () => {
    expect(expected({ text: 'El alimeto {nombre} ya', corrected: 'El alimento {nombre} ya', file: '', section: '' })).toBe('El alimento {{nombre}} ya');
  });

  it('reports the texts of screens still to be built (not a failure)', () => {
    const covered = new Set([...Object.values(COVERED), ...Object.values(COVERED_PART_2)].flat());
    const missing = specTexts.filter((e) => !covered.has(expected(e)) && !catalogue.has(expected(e)));
    const part1 = missing.filter((e) => e.file === PART_1);
    console.info(
      `Spec texts not yet in es.json: ${missing.length} of ${specTexts.length} (part 1: ${part1.length}, part 2: ${missing.length - part1.length}).` +
        (part1.length ? `\nPart 1: ${part1.map((e) => JSON.stringify(expected(e))).join(', ')}` : ''),
    );
    expect(specTexts.length).toBeGreaterThan(0);
  });
});
