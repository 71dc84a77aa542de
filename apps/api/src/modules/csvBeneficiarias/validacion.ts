import { registrablePorBeneficiaria, diaMesAnio, type ColumnaBeneficiariaCsv, type FilaBeneficiariaCsv } from '@pb/contract';
import { MENSAJES, type Mensaje } from '@pb/contract/mensajes';
import { parseDate } from '../../core/csv.js';
import type { PersonaVerificada } from '../../integrations/segip/client.js';

/**
 * The rules of a beneficiaries import row (spec part 2 §2.7, the CSV rules), the same for an
 * uploaded file and for the rows sent back to be registered. A row is first read on its own
 * (required, lengths, formats, the subsidy and its assignment range), then checked against the
 * entity's workers, the persons the system knows, SEGIP and the rest of the file.
 */

/** A row's cells as read, by column. */
export type Celdas = Partial<Record<ColumnaBeneficiariaCsv, string | null>>;

export interface FilaEntrada {
  nro_registro: number;
  celdas: Celdas;
}

/** A subsidy as the import needs it. */
export interface Subsidio {
  id: number;
  nombre: string;
  estado: string;
  nro_total_entregas: number;
  vigencia_dias: number;
}

/** A row whose cells are well formed and whose subsidy may be registered. */
export interface FilaLeida {
  nro_registro: number;
  documento_titular: string;
  complemento_titular: string | null;
  documento_beneficiaria: string;
  complemento_beneficiaria: string | null;
  /** ISO; null only when the titular is the beneficiary and the file gave none. */
  fecha_nacimiento: string | null;
  subsidio: Subsidio;
  inicio: number;
  fin: number;
  /** ISO. */
  fecha_inicio: string;
  celular: string | null;
  nro_hijos: number | null;
  titular_cobro: boolean;
  /** The titular is the beneficiary (same document and complemento). */
  misma: boolean;
}

const DOCUMENTO = 20;
const COMPLEMENTO = 2;
const NOMBRE_SUBSIDIO = 150;
const CELULAR = /^[67]\d{7}$/;
const DIGITOS = /^\d+$/;

const limpio = (v: string | null | undefined) => (v ?? '').trim();

/** A subsidy's name folded for matching: no accents, upper case, single spaces. */
export const claveSubsidio = (nombre: string) =>
  nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Spec §5 and registroBeneficiaria: LACTANCIA counts the newborns. */
export const esLactancia = (s: Pick<Subsidio, 'nombre'>) => /LACTANCIA/i.test(s.nombre);

/** SI or NO, in any case, with or without the accent; empty is NO. */
function siNo(texto: string): boolean | null {
  const v = claveSubsidio(texto);
  if (v === '' || v === 'NO') return false;
  if (v === 'SI') return true;
  return null;
}

/** An assignment number as written; null when the cell is empty. */
function asignacion(texto: string): number | 'invalido' | null {
  if (!texto) return null;
  return DIGITOS.test(texto) && texto.length <= 6 ? Number(texto) : 'invalido';
}

/** The row's own rules; its errors by column, or the row read. `subsidios` is every subsidy by its folded name. */
export function leerFila(f: FilaEntrada, subsidios: ReadonlyMap<string, Subsidio>): { fila: FilaLeida } | { errores: Record<string, Mensaje> } {
  const errores: Record<string, Mensaje> = {};
  const c = f.celdas;
  const documentoT = limpio(c.nro_documento_titular);
  const complementoT = limpio(c.complemento_titular).toUpperCase();
  const documentoB = limpio(c.nro_documento_beneficiaria);
  const complementoB = limpio(c.complemento_beneficiaria).toUpperCase();
  const nacimiento = limpio(c.fecha_nacimiento_beneficiaria);
  const nombreSubsidio = limpio(c.subsidio);
  const inicioTexto = limpio(c.nro_asignacion_inicio);
  const finTexto = limpio(c.nro_asignacion_fin);
  const fechaInicio = limpio(c.fecha_inicio);
  const celular = limpio(c.celular).replace(/[\s-]/g, '');
  const hijos = limpio(c.nro_hijos);
  const cobro = siNo(limpio(c.titular_cobro));

  if (!documentoT) errores.nro_documento_titular = MENSAJES.required;
  else if (documentoT.length > DOCUMENTO) errores.nro_documento_titular = MENSAJES.maxLength({ max: DOCUMENTO });
  if (complementoT.length > COMPLEMENTO) errores.complemento_titular = MENSAJES.maxLength({ max: COMPLEMENTO });
  if (!documentoB) errores.nro_documento_beneficiaria = MENSAJES.required;
  else if (documentoB.length > DOCUMENTO) errores.nro_documento_beneficiaria = MENSAJES.maxLength({ max: DOCUMENTO });
  if (complementoB.length > COMPLEMENTO) errores.complemento_beneficiaria = MENSAJES.maxLength({ max: COMPLEMENTO });

  const misma = documentoB === documentoT && complementoB === complementoT;
  const nacimientoIso = nacimiento ? parseDate(nacimiento) : null;
  if (nacimiento && !nacimientoIso) errores.fecha_nacimiento_beneficiaria = MENSAJES.csvFechaInvalida;
  // SEGIP finds another person by document and birth date: both are needed.
  else if (!nacimiento && !misma) errores.fecha_nacimiento_beneficiaria = MENSAJES.required;

  let subsidio: Subsidio | undefined;
  if (!nombreSubsidio) errores.subsidio = MENSAJES.required;
  else if (nombreSubsidio.length > NOMBRE_SUBSIDIO) errores.subsidio = MENSAJES.maxLength({ max: NOMBRE_SUBSIDIO });
  else {
    subsidio = subsidios.get(claveSubsidio(nombreSubsidio));
    if (!subsidio) errores.subsidio = MENSAJES.csvSubsidioDesconocido;
    else if (!registrablePorBeneficiaria(subsidio)) {
      errores.subsidio = MENSAJES.subsidioNoRegistrable;
      subsidio = undefined;
    }
  }

  // Spec §5: the range is 1..nro_total_entregas; the start defaults to 1 and the end to the last delivery.
  const inicioLeido = asignacion(inicioTexto);
  const finLeido = asignacion(finTexto);
  if (inicioLeido === 'invalido') errores.nro_asignacion_inicio = MENSAJES.soloEnteros;
  if (finLeido === 'invalido') errores.nro_asignacion_fin = MENSAJES.soloEnteros;
  let inicio = 1;
  let fin = 1;
  if (subsidio && inicioLeido !== 'invalido' && finLeido !== 'invalido') {
    const total = subsidio.nro_total_entregas;
    inicio = inicioLeido ?? 1;
    fin = finLeido ?? total;
    if (inicio < 1 || inicio > total) errores.nro_asignacion_inicio = MENSAJES.asignacionFueraDeRango({ n: total });
    if (fin < 1 || fin > total) errores.nro_asignacion_fin = MENSAJES.asignacionFueraDeRango({ n: total });
    else if (inicio > fin && !errores.nro_asignacion_inicio) errores.nro_asignacion_fin = MENSAJES.asignacionInvalida;
  }

  const fechaInicioIso = fechaInicio ? parseDate(fechaInicio) : null;
  if (!fechaInicio) errores.fecha_inicio = MENSAJES.required;
  else if (!fechaInicioIso) errores.fecha_inicio = MENSAJES.csvFechaInvalida;
  if (celular && !CELULAR.test(celular)) errores.celular = MENSAJES.celularOchoDigitos;

  // LACTANCIA counts the newborns: one digit, 0 becomes 1 (spec §5); other subsidies have none.
  let nroHijos: number | null = null;
  if (subsidio && esLactancia(subsidio)) {
    if (hijos && !DIGITOS.test(hijos)) errores.nro_hijos = MENSAJES.soloEnteros;
    else if (hijos.length > 1) errores.nro_hijos = MENSAJES.maxDigitos({ max: 1 });
    else nroHijos = Math.max(1, Number(hijos || '1'));
  }
  if (cobro === null) errores.titular_cobro = MENSAJES.csvSiNo;

  if (Object.keys(errores).length > 0 || !subsidio) return { errores };
  return {
    fila: {
      nro_registro: f.nro_registro,
      documento_titular: documentoT,
      complemento_titular: complementoT || null,
      documento_beneficiaria: documentoB,
      complemento_beneficiaria: complementoB || null,
      fecha_nacimiento: nacimientoIso,
      subsidio,
      inicio,
      fin,
      fecha_inicio: fechaInicioIso!,
      celular: celular || null,
      nro_hijos: nroHijos,
      titular_cobro: cobro === true,
      misma,
    },
  };
}

export const claveDocumento = (documento: string, complemento: string | null) => `${documento}|${complemento ?? ''}`;

/** A worker of the entity, with its person. */
export interface Trabajador {
  id_persona: number;
  nro_documento: string;
  complemento: string | null;
  fecha_nacimiento: string | null;
  movil: string | null;
  id_sucursal: number | null;
  nro_seguro: string | null;
}

/** A person the system knows. */
export interface Persona {
  id: number;
  nro_documento: string;
  complemento: string | null;
  fecha_nacimiento: string | null;
  movil: string | null;
}

/** What the database, SEGIP and the rest of the file say of a chunk of well-formed rows. */
export interface Contexto {
  /** The entity's workers by document number. */
  trabajadores: Map<string, Trabajador[]>;
  /** The persons the system knows, by document and complemento. */
  personas: Map<string, Persona>;
  /** SEGIP's answer for the persons the system does not know, by document, complemento and birth date. */
  segip: Map<string, PersonaVerificada | null>;
  /** `id_persona|id_subsidio` of the entity's beneficiaries. */
  registradas: Set<string>;
  /** Who holds each mobile number today. */
  celulares: Map<string, number>;
  /** The first row of each (beneficiary, subsidy) seen so far in the file. */
  vistas: Map<string, number>;
  /** The first row and beneficiary of each mobile seen so far in the file. */
  celularesVistos: Map<string, { fila: number; beneficiaria: string }>;
  /** The first row and mobile given to each beneficiary in the file. */
  celularDeBeneficiaria: Map<string, { fila: number; celular: string }>;
}

export const claveSegip = (f: Pick<FilaLeida, 'documento_beneficiaria' | 'complemento_beneficiaria' | 'fecha_nacimiento'>) =>
  `${claveDocumento(f.documento_beneficiaria, f.complemento_beneficiaria)}|${f.fecha_nacimiento ?? ''}`;

/** The worker of a document: same complemento, or the only one when the file gives none. */
export function buscarTrabajador(candidatos: Trabajador[], complemento: string | null): Trabajador | undefined {
  const mismo = candidatos.find((t) => (t.complemento ?? '').toUpperCase() === (complemento ?? ''));
  if (mismo) return mismo;
  return complemento === null && candidatos.length === 1 ? candidatos[0] : undefined;
}

/** The beneficiary: a person the system knows (its id), or one SEGIP found, to be created. */
export type Beneficiaria = { id_persona: number; movil: string | null } | { id_persona: null; segip: PersonaVerificada; movil: null };

/** A row ready to be registered. */
export interface FilaValida extends FilaLeida {
  titular: Trabajador;
  beneficiaria: Beneficiaria;
}

/** The rules that look beyond the row; errors by column, or the row with its titular and beneficiary. */
export function cotejarFila(f: FilaLeida, c: Contexto): { fila: FilaValida } | { errores: Record<string, Mensaje> } {
  const errores: Record<string, Mensaje> = {};
  const titular = buscarTrabajador(c.trabajadores.get(f.documento_titular) ?? [], f.complemento_titular);
  if (!titular) errores.nro_documento_titular = MENSAJES.csvDocumentoDesconocido;

  const claveB = claveDocumento(f.documento_beneficiaria, f.complemento_beneficiaria);
  let beneficiaria: Beneficiaria | undefined;
  if (f.misma) {
    if (titular) {
      beneficiaria = { id_persona: titular.id_persona, movil: titular.movil };
      if (f.fecha_nacimiento && titular.fecha_nacimiento && f.fecha_nacimiento !== titular.fecha_nacimiento) errores.fecha_nacimiento_beneficiaria = MENSAJES.csvFechaNoCoincide;
    }
  } else {
    const conocida = c.personas.get(claveB);
    if (conocida) {
      // The system's person is the one registered; a file that says otherwise names another person.
      if (conocida.fecha_nacimiento && conocida.fecha_nacimiento !== f.fecha_nacimiento) errores.nro_documento_beneficiaria = MENSAJES.ciDuplicado;
      else beneficiaria = { id_persona: conocida.id, movil: conocida.movil };
    } else {
      const s = c.segip.get(claveSegip(f));
      if (!s) errores.nro_documento_beneficiaria = MENSAJES.personaNoEncontradaSegipRevise;
      else beneficiaria = { id_persona: null, segip: s, movil: null };
    }
  }

  const claveVista = `${claveB}|${f.subsidio.id}`;
  const repetida = c.vistas.get(claveVista);
  if (repetida !== undefined) errores.nro_documento_beneficiaria = MENSAJES.csvSubsidioRepetido({ fila: repetida });
  else c.vistas.set(claveVista, f.nro_registro);
  if (beneficiaria?.id_persona && c.registradas.has(`${beneficiaria.id_persona}|${f.subsidio.id}`)) errores.subsidio = MENSAJES.subsidioYaRegistrado;

  if (f.celular) {
    const otraFila = c.celularesVistos.get(f.celular);
    const propio = c.celularDeBeneficiaria.get(claveB);
    const titularDelCelular = c.celulares.get(f.celular);
    if (otraFila && otraFila.beneficiaria !== claveB) errores.celular = MENSAJES.csvCelularRepetido({ fila: otraFila.fila });
    else if (propio && propio.celular !== f.celular) errores.celular = MENSAJES.csvCelularDistinto({ fila: propio.fila });
    else if (titularDelCelular !== undefined && titularDelCelular !== beneficiaria?.id_persona) errores.celular = MENSAJES.celularRegistrado;
    if (!otraFila) c.celularesVistos.set(f.celular, { fila: f.nro_registro, beneficiaria: claveB });
    if (!propio) c.celularDeBeneficiaria.set(claveB, { fila: f.nro_registro, celular: f.celular });
  }

  if (Object.keys(errores).length > 0 || !titular || !beneficiaria) return { errores };
  return { fila: { ...f, titular, beneficiaria } };
}


/** A valid row as the client sends it back to be registered. */
export function filaParaEnviar(f: FilaValida): FilaBeneficiariaCsv {
  return {
    nro_registro: f.nro_registro,
    nro_documento_titular: f.documento_titular,
    complemento_titular: f.complemento_titular,
    nro_documento_beneficiaria: f.documento_beneficiaria,
    complemento_beneficiaria: f.complemento_beneficiaria,
    fecha_nacimiento_beneficiaria: f.fecha_nacimiento ? diaMesAnio(f.fecha_nacimiento) : null,
    subsidio: f.subsidio.nombre,
    nro_asignacion_inicio: String(f.inicio),
    nro_asignacion_fin: String(f.fin),
    fecha_inicio: diaMesAnio(f.fecha_inicio),
    celular: f.celular,
    nro_hijos: f.nro_hijos === null ? null : String(f.nro_hijos),
    titular_cobro: f.titular_cobro ? 'SI' : 'NO',
  };
}
