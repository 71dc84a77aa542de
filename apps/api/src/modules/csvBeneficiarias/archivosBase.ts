import { COLUMNAS_BENEFICIARIAS_CSV } from '@pb/contract';
import type { ArchivoGenerado } from '../../core/archivo.js';
import { tarGz } from '../../core/tar.js';
import { esLactancia, type Subsidio } from './validacion.js';

/**
 * The base files of the beneficiaries import (`GET v1/beneficiarias/downloadFiles`): the CSV
 * template and a filling guide, in one .tar.gz. The guide lists the subsidies the employer may
 * register today, with their assignment ranges, so it never goes stale.
 */

export const NOMBRE_ARCHIVOS_BASE = 'archivos_base.tar.gz';
const BOM = '\ufeff';
const CRLF = '\r\n';

/** The template: the header row and one example row, UTF-8 with BOM, `;`, CRLF (what Excel reads right). */
function plantilla(ejemplo: Subsidio | undefined): string {
  const lactancia = ejemplo ? esLactancia(ejemplo) : false;
  const fila = ['1234567', '', '7654321', '', '15/03/2026', ejemplo?.nombre ?? 'SUBSIDIO PRENATAL', '1', String(ejemplo?.nro_total_entregas ?? 4), '01/12/2026', '71234567', lactancia ? '1' : '', 'NO'];
  return BOM + COLUMNAS_BENEFICIARIAS_CSV.join(';') + CRLF + fila.join(';') + CRLF;
}

function instrucciones(subsidios: Subsidio[]): string {
  const lista = subsidios.length
    ? subsidios.map((s) => `  - ${s.nombre}: asignaciones de 1 a ${s.nro_total_entregas}${esLactancia(s) ? ' (lleva nro_hijos)' : ''}`)
    : ['  (Hoy no hay subsidios activos para registrar: consulte al programa.)'];
  return [
    'IMPORTAR BENEFICIARIAS - GUÍA PARA LLENAR LA PLANILLA',
    '=====================================================',
    '',
    'Archivo: plantilla_beneficiarias.csv. Ábralo con Excel, LibreOffice o un editor de texto, borre la',
    'fila de ejemplo y escriba una fila por beneficiaria y subsidio. Guárdelo como CSV (separado por',
    'punto y coma o por comas), en UTF-8 o en la codificación de Windows; el nombre debe terminar en .csv.',
    'Las columnas pueden ir en cualquier orden; la primera fila debe tener sus nombres.',
    '',
    'COLUMNAS',
    '',
    'nro_documento_titular (obligatoria)',
    '  Número de carnet de identidad de la trabajadora asegurada (titular), sin complemento.',
    '  Debe ser una trabajadora de su entidad, como figura en "Trabajadores". Ejemplo: 1234567',
    '',
    'complemento_titular (opcional)',
    '  Complemento del carnet de la titular, si lo tiene (hasta 2 caracteres). Ejemplo: 1A',
    '',
    'nro_documento_beneficiaria (obligatoria)',
    '  Carnet de la beneficiaria. Si es el mismo de la titular (y el mismo complemento), la titular es',
    '  la beneficiaria. Otra persona se verifica con SEGIP con su carnet y fecha de nacimiento, y se',
    '  registra con los datos de SEGIP. Ejemplo: 7654321',
    '',
    'complemento_beneficiaria (opcional)',
    '  Complemento del carnet de la beneficiaria, si lo tiene. Ejemplo: 1B',
    '',
    'fecha_nacimiento_beneficiaria (obligatoria si la beneficiaria es otra persona)',
    '  Fecha de nacimiento de la beneficiaria, con formato DD/MM/AAAA. Ejemplo: 15/03/2026',
    '',
    'subsidio (obligatoria)',
    '  Nombre del subsidio, tal como se escribe abajo (mayúsculas, minúsculas y tildes no importan).',
    '  Subsidios que puede registrar hoy:',
    ...lista,
    '',
    'nro_asignacion_inicio (opcional; si la deja vacía, 1)',
    'nro_asignacion_fin (opcional; si la deja vacía, la última entrega del subsidio)',
    '  Números enteros: 1 <= inicio <= fin <= número total de entregas del subsidio. Ejemplo: 1 y 4',
    '',
    'fecha_inicio (obligatoria)',
    '  Fecha desde la que corren las asignaciones, con formato DD/MM/AAAA. Ejemplo: 01/12/2026',
    '',
    'celular (opcional)',
    '  Celular de la beneficiaria: 8 dígitos que empiezan con 6 o 7, que no tenga otra persona.',
    '  Con celular la beneficiaria queda CREADO hasta verificarlo; sin celular, ACTIVO.',
    '  Si la persona ya tiene un celular registrado, se conserva ese. Ejemplo: 71234567',
    '',
    'nro_hijos (solo para el subsidio de lactancia; opcional)',
    '  Número de nacidos vivos: un solo dígito; 0 o vacío se registra como 1. Ejemplo: 1',
    '',
    'titular_cobro (opcional; si la deja vacía, NO)',
    '  SI si la titular cobra el subsidio en lugar de la beneficiaria; NO en otro caso.',
    '',
    'REGLAS',
    '',
    '- La planilla se revisa entera: si una fila tiene errores no se registra ninguna, y se listan',
    '  todas las filas con error, con la columna y el motivo. Corríjalas y suba el archivo otra vez.',
    '- Una beneficiaria no puede tener dos veces el mismo subsidio, ni en la planilla ni en el sistema.',
    '- Un mismo celular no puede ser de dos personas.',
    '- Si el sistema ya tiene a la beneficiaria con otra fecha de nacimiento, regularice sus datos en',
    '  SEGIP antes de registrarla.',
    '- Cuando la planilla esté correcta, escriba el nombre de la planilla (por ejemplo PLANILLA 2026-11)',
    '  y confirme: recién entonces se registran las beneficiarias.',
    '',
  ].join(CRLF);
}

/** The .tar.gz of the template and the guide (a few kilobytes), which the route answers in base64. */
export function archivosBase(subsidios: Subsidio[], fecha: Date): ArchivoGenerado {
  const archivo = tarGz(
    [
      { nombre: 'plantilla_beneficiarias.csv', contenido: Buffer.from(plantilla(subsidios.find(esLactancia) ?? subsidios[0]), 'utf8') },
      { nombre: 'instrucciones.txt', contenido: Buffer.from(instrucciones(subsidios), 'utf8') },
    ],
    fecha,
  );
  return { nombreArchivo: NOMBRE_ARCHIVOS_BASE, tipo: 'application/gzip', contenido: archivo };
}
