import { centavosADecimal } from '@pb/contract';
import { DEMO_ENTIDADES } from '../demo-personas.js';
import { pick, prng } from '@pb/api/integrations/prng.js';
import { registroSegip, type PersonaSegip } from '../segip/registro.js';
import type { EmpleadorContrato, TrabajadorContrato } from '@pb/api/integrations/ovt/client.js';
import { APELLIDOS, CAJAS_SALUD, CALLES, FORMAS_SOCIETARIAS, MUNICIPIOS, NOMBRES_EMPRESA, NOMBRES_F, NOMBRES_M, RUBROS, type Municipio } from './datos.js';

/*
 * The OVT simulator's registry: 300 generated employers, the demo employer and one employer of
 * 20,000 workers, the demo public entity and ETA (30 workers each, every one with an aguinaldo, so
 * that they can build a payroll and pay it with C31), about 35,000 workers in all. Only the employers (a few hundred objects) are built
 * at start; a worker is computed from its position whenever it is asked for, the same every time,
 * so a start costs milliseconds and a page of workers costs only that page.
 *
 * Some workers are people of the SEGIP simulator's registry (same document, names, complement), so
 * that an identity check finds them; one in ten of those has a birth date the OVT wrote differently
 * from SEGIP (spec §2.4's "Problemas en fechas de nacimientos"). One of them works for two employers.
 */

type Sucursal = EmpleadorContrato['matriculas'][number]['sucursales'][number];

interface MatriculaRegistro {
  nit: string;
  matricula: string;
  sucursales: Sucursal[];
  cantidad: number;
  /** Position of its first worker among all the registry's workers: the seed of each worker. */
  base: number;
  caja: string;
  cargos: readonly string[];
  /** Every worker has a declared aguinaldo (the demo public entities: each one has a bonus to pay). */
  conAguinaldo?: boolean;
}

interface EmpleadorRegistro {
  nit: string;
  razon_social: string;
  matriculas: MatriculaRegistro[];
}

const SEGIP = registroSegip();
const demo = DEMO_ENTIDADES.find((e) => e.clave === 'empleador')!;
const CNS = CAJAS_SALUD[0];
const EMPLEADORES_GENERADOS = 300;

/** The demo employer (integrations/demo-personas.ts): its NIT and its two matrículas. */
export const NIT_DEMO = demo.nit!;
export const MATRICULAS_DEMO = demo.matriculas_comercio as [string, string];
export const TRABAJADORES_DEMO: Record<string, number> = { [MATRICULAS_DEMO[0]]: 200, [MATRICULAS_DEMO[1]]: 24 };

/** The demo public entity and ETA (integrations/demo-personas.ts): one matrícula each, every worker with an aguinaldo. */
const publica = DEMO_ENTIDADES.find((e) => e.clave === 'publica')!;
const eta = DEMO_ENTIDADES.find((e) => e.clave === 'eta')!;
export const NIT_PUBLICA = publica.nit!;
export const NIT_ETA = eta.nit!;
export const TRABAJADORES_PUBLICOS = 30;
/** The demo employers whose workers the demo seed syncs (the same code path as an OVT sync). */
export const NITS_DEMO = [NIT_DEMO, NIT_PUBLICA, NIT_ETA] as const;

/** The large employer: one matrícula, 20,000 workers. */
export const NIT_GRANDE = '1015303025';
export const MATRICULA_GRANDE = '00012345';
export const TRABAJADORES_GRANDE = 20_000;

const nitGenerado = (k: number) => String(7_000_000_000 + k * 104_729 + 13);
const matriculaGenerada = (k: number, j: number) => String(200_000 + k * 10 + j).padStart(8, '0');

/** A person of SEGIP's registry employed by the demo employer and by the first generated employer. */
export const DOCUMENTO_DOS_EMPLEADORES = SEGIP[0]!.NumeroDocumento;
export const NIT_SEGUNDO_EMPLEADOR = nitGenerado(0);
export const MATRICULA_SEGUNDO_EMPLEADOR = matriculaGenerada(0, 0);

/** A demo worker SEGIP knows, whose birth date in the OVT is not SEGIP's. */
export const DOCUMENTO_FECHA_DISTINTA = SEGIP[1]!.NumeroDocumento;

/** Positions of generated people, in documents of 8 digits that SEGIP's registry (7 digits) never has. */
const documentoGenerado = (g: number) => String(10_000_000 + ((g * 7_368_787 + 1_234_567) % 10_000_000));
/** A demo worker without a mobile number (the fourth of the first matrícula). */
const SIN_CELULAR = 3;
export const DOCUMENTO_SIN_CELULAR = documentoGenerado(SIN_CELULAR);

const mezcla = (semilla: number, n: number) => (Math.imul(n + 1, 0x9e3779b1) ^ semilla) >>> 0;
const SEMILLA = { empresa: 0x07a1, persona: 0x0b1e, empleo: 0x0e3c, celular: 0x0c31 };

/** SEGIP's people that are workers too: worker position → SEGIP person. */
function segipPorPosicion(empleadores: EmpleadorRegistro[]): Map<number, number> {
  const m = new Map<number, number>();
  const [demo1, demo2] = empleadores[0]!.matriculas;
  const grande = empleadores[1]!.matriculas[0]!;
  for (let s = 0; s < 100; s++) m.set(demo1!.base + 2 * s, s);
  for (let s = 100; s < 110; s++) m.set(demo2!.base + s - 100, s);
  for (let s = 110; s < 210; s++) m.set(grande.base + (s - 110) * 200, s);
  m.set(empleadores[2]!.matriculas[0]!.base, 0);
  for (let k = 1; k <= 90; k++) m.set(empleadores[2 + k]!.matriculas[0]!.base, 209 + k);
  return m;
}

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The OVT's typing error for one SEGIP person in ten: day and month swapped, or the next day. */
function fechaDeSegip(p: PersonaSegip, s: number): string {
  const [d, m, y] = p.FechaNacimiento.split('/').map(Number) as [number, number, number];
  if (s % 10 !== 1) return iso(y, m, d);
  return d <= 12 && d !== m ? iso(y, d, m) : iso(y, m, d + 1);
}

interface Persona {
  slot: number;
  nro_documento: string;
  complemento: string | null;
  nombres: string;
  primer_apellido: string | null;
  segundo_apellido: string | null;
  fecha_nacimiento: string;
  genero: 'F' | 'M';
}

function personaSegip(s: number): Persona {
  const p = SEGIP[s]!;
  return {
    slot: s,
    nro_documento: p.NumeroDocumento,
    complemento: p.Complemento || null,
    nombres: p.Nombres,
    primer_apellido: p.PrimerApellido || null,
    segundo_apellido: p.SegundoApellido || null,
    fecha_nacimiento: fechaDeSegip(p, s),
    genero: p.Genero,
  };
}

function personaGenerada(g: number): Persona {
  const rand = prng(mezcla(SEMILLA.persona, g));
  const genero = rand() < 0.5 ? 'F' : 'M';
  const nombres = pick(rand, genero === 'F' ? NOMBRES_F : NOMBRES_M);
  const primer = pick(rand, APELLIDOS);
  const segundo = pick(rand, APELLIDOS);
  const forma = rand();
  const complemento = rand() < 0.03 ? `${1 + Math.floor(rand() * 9)}${String.fromCharCode(65 + Math.floor(rand() * 26))}` : null;
  return {
    slot: 1000 + g,
    nro_documento: documentoGenerado(g),
    complemento,
    nombres,
    primer_apellido: forma < 0.02 ? null : primer,
    segundo_apellido: forma > 0.94 ? null : segundo,
    fecha_nacimiento: iso(1962 + Math.floor(rand() * 43), 1 + Math.floor(rand() * 12), 1 + Math.floor(rand() * 28)),
    genero,
  };
}

/** A person's mobile: 8 digits from 6 or 7, a different one for every person (an affine permutation of 20 M numbers). */
function celularDe(slot: number, g: number): string | null {
  if (g === SIN_CELULAR || prng(mezcla(SEMILLA.celular, slot))() < 0.07) return null;
  return String(60_000_000 + ((slot * 3_141_593 + 2_718_281) % 20_000_000));
}

/** The insurance number as the health funds build it: birth date and initials. */
function nroSeguro(p: Persona): string {
  const [y, m, d] = p.fecha_nacimiento.split('-');
  const iniciales = [p.primer_apellido, p.segundo_apellido, p.nombres].map((n) => n?.[0] ?? '').join('');
  return `${y!.slice(2)}-${m}${d}-${iniciales}`;
}

function trabajador(mat: MatriculaRegistro, i: number, segip: Map<number, number>): TrabajadorContrato {
  const g = mat.base + i;
  const s = segip.get(g);
  const p = s === undefined ? personaGenerada(g) : personaSegip(s);
  const rand = prng(mezcla(SEMILLA.empleo, g));
  const suc = pick(rand, mat.sucursales);
  const desde = Math.max(Number(p.fecha_nacimiento.slice(0, 4)) + 18, 1998);
  const ingreso = iso(desde + Math.floor(rand() * (2026 - desde)), 1 + Math.floor(rand() * 12), 1 + Math.floor(rand() * 28));
  // The year-end bonus is one month's pay, from the 2025 minimum wage up; not yet declared for some.
  const sinAguinaldo = rand() < 0.12 && !mat.conAguinaldo;
  const aguinaldo = sinAguinaldo ? null : centavosADecimal(275_000 + Math.floor(rand() ** 2.2 * 1_500_000));
  return {
    id: g + 1,
    nro_documento: p.nro_documento,
    complemento: p.complemento,
    nombres: p.nombres,
    primer_apellido: p.primer_apellido,
    segundo_apellido: p.segundo_apellido,
    fecha_nacimiento: p.fecha_nacimiento,
    genero: p.genero,
    caja_salud: mat.caja,
    nro_seguro: nroSeguro(p),
    cargo: pick(rand, mat.cargos),
    fecha_ingreso: ingreso,
    sucursal: { id: suc.id, nombre: suc.nombre },
    dpa: suc.dpa ?? null,
    aguinaldo,
    celular: celularDe(p.slot, g),
  };
}

const dpaDe = ([codigoDpa, departamento, provincia, municipio]: Municipio) => ({ departamento, provincia, municipio, codigoDpa });
const municipio = (codigo: string) => MUNICIPIOS.find((m) => m[0] === codigo)!;

/** Builds the employers and their matrículas in a fixed order; each matrícula's workers follow the previous one's. */
function empleadores(): EmpleadorRegistro[] {
  let base = 0;
  let sucursalId = 0;
  const sucursal = (nombre: string, direccion: string, m: Municipio): Sucursal => ({ id: ++sucursalId, nombre, direccion, dpa: dpaDe(m) });
  const matricula = (nit: string, numero: string, sucursales: Sucursal[], cantidad: number, caja: string, cargos: readonly string[], conAguinaldo = false): MatriculaRegistro => {
    const m = { nit, matricula: numero, sucursales, cantidad, base, caja, cargos, conAguinaldo };
    base += cantidad;
    return m;
  };
  const textiles = RUBROS.find((r) => r.prefijo === 'TEXTILES')!.cargos;
  const construccion = RUBROS.find((r) => r.prefijo === 'CONSTRUCTORA')!.cargos;
  const lista: EmpleadorRegistro[] = [
    {
      nit: NIT_DEMO,
      razon_social: demo.nombre,
      matriculas: [
        matricula(NIT_DEMO, MATRICULAS_DEMO[0], [sucursal('CASA MATRIZ EL ALTO', demo.direccion, municipio('020105')), sucursal('PLANTA DE HILADOS VIACHA', 'Carretera a Viacha km 3', municipio('020801'))], TRABAJADORES_DEMO[MATRICULAS_DEMO[0]]!, CNS, textiles),
        matricula(NIT_DEMO, MATRICULAS_DEMO[1], [sucursal('TIENDA LA PAZ', 'Calle Comercio Nº 845, La Paz', municipio('020101')), sucursal('TIENDA COCHABAMBA', 'Av. Heroínas Nº 310, Cochabamba', municipio('030101'))], TRABAJADORES_DEMO[MATRICULAS_DEMO[1]]!, CNS, textiles),
      ],
    },
    {
      nit: NIT_GRANDE,
      razon_social: 'CONSTRUCTORA VÍAS DEL ALTIPLANO S.A.',
      matriculas: [matricula(NIT_GRANDE, MATRICULA_GRANDE, MUNICIPIOS.filter((m) => m[0].endsWith('0101')).map((m, i) => sucursal(i ? `REGIONAL ${m[3].toUpperCase()}` : 'OFICINA CENTRAL', `${CALLES[i]} Nº ${100 + i * 45}, ${m[3]}`, m)), TRABAJADORES_GRANDE, CNS, construccion)],
    },
  ];
  for (let k = 0; k < EMPLEADORES_GENERADOS; k++) {
    const rand = prng(mezcla(SEMILLA.empresa, k));
    const rubro = RUBROS[k % RUBROS.length]!;
    const nit = nitGenerado(k);
    const caja = rand() < 0.6 ? CNS : pick(rand, CAJAS_SALUD);
    const r = rand();
    const matriculas = Array.from({ length: r < 0.8 ? 1 : r < 0.95 ? 2 : 3 }, (_, j) => {
      const sucursales = Array.from({ length: 1 + Math.floor(rand() ** 2 * 4) }, (_, n) => {
        const m = pick(rand, MUNICIPIOS);
        return sucursal(n ? `SUCURSAL ${m[3].toUpperCase()}` : 'CASA MATRIZ', `${pick(rand, CALLES)} Nº ${1 + Math.floor(rand() * 2000)}, ${m[3]}`, m);
      });
      return matricula(nit, matriculaGenerada(k, j), sucursales, 3 + Math.floor(rand() ** 3 * 160), caja, rubro.cargos);
    });
    // 12 trades and 25 names, coprime: each of the 300 employers gets its own pair.
    lista.push({ nit, razon_social: `${rubro.prefijo} ${NOMBRES_EMPRESA[(k * 7) % NOMBRES_EMPRESA.length]} ${pick(rand, FORMAS_SOCIETARIAS)}`, matriculas });
  }
  // Last, so that every worker before them keeps its position (and its person).
  const servicios = RUBROS.find((r) => r.prefijo === 'SERVICIOS')!.cargos;
  lista.push(
    {
      nit: NIT_PUBLICA,
      razon_social: publica.nombre,
      matriculas: [matricula(NIT_PUBLICA, publica.matricula_comercio!, [sucursal('OFICINA CENTRAL TRINIDAD', publica.direccion, municipio('080101')), sucursal('OFICINA REGIONAL RIBERALTA', 'Av. Dr. Martínez Nº 120, Riberalta', municipio('080201'))], TRABAJADORES_PUBLICOS, CNS, servicios, true)],
    },
    {
      nit: NIT_ETA,
      razon_social: eta.nombre,
      matriculas: [matricula(NIT_ETA, eta.matricula_comercio!, [sucursal('PALACIO CONSISTORIAL ORURO', eta.direccion, municipio('040101'))], TRABAJADORES_PUBLICOS, CNS, servicios, true)],
    },
  );
  return lista;
}

export interface RegistroOvt {
  empleador(nit: string): EmpleadorContrato | null;
  /** Workers from position `desde` (0-based) of a matrícula, and how many it has; null when the NIT has no such matrícula. */
  trabajadores(nit: string, matricula: string, desde: number, cantidad: number): { total: number; trabajadores: TrabajadorContrato[] } | null;
  titular(nit: string, matricula: string, nroCi: string): TrabajadorContrato | null;
  /** Every matrícula of every employer (tests walk the whole registry with it). */
  matriculas(): Array<{ nit: string; matricula: string; cantidad: number }>;
}

export function registroOvt(): RegistroOvt {
  const lista = empleadores();
  const porNit = new Map(lista.map((e) => [e.nit, e]));
  const segip = segipPorPosicion(lista);
  const buscarMatricula = (nit: string, numero: string) => porNit.get(nit)?.matriculas.find((m) => m.matricula === numero);
  // Built on the first look-up of a matrícula only: the documents alone, without the rest of each worker.
  const indices = new Map<MatriculaRegistro, Map<string, number>>();
  const indice = (mat: MatriculaRegistro) => {
    let idx = indices.get(mat);
    if (!idx) {
      idx = new Map();
      for (let i = 0; i < mat.cantidad; i++) {
        const s = segip.get(mat.base + i);
        idx.set(s === undefined ? documentoGenerado(mat.base + i) : SEGIP[s]!.NumeroDocumento, i);
      }
      indices.set(mat, idx);
    }
    return idx;
  };
  return {
    empleador(nit) {
      const e = porNit.get(nit);
      return e ? { nit: e.nit, razon_social: e.razon_social, matriculas: e.matriculas.map((m) => ({ matricula: m.matricula, sucursales: m.sucursales })) } : null;
    },
    trabajadores(nit, numero, desde, cantidad) {
      const mat = buscarMatricula(nit, numero);
      if (!mat) return null;
      const hasta = Math.min(desde + cantidad, mat.cantidad);
      const trabajadores: TrabajadorContrato[] = [];
      for (let i = desde; i < hasta; i++) trabajadores.push(trabajador(mat, i, segip));
      return { total: mat.cantidad, trabajadores };
    },
    titular(nit, numero, nroCi) {
      const mat = buscarMatricula(nit, numero);
      const i = mat && indice(mat).get(nroCi);
      return mat && i !== undefined ? trabajador(mat, i, segip) : null;
    },
    matriculas: () => lista.flatMap((e) => e.matriculas.map((m) => ({ nit: m.nit, matricula: m.matricula, cantidad: m.cantidad }))),
  };
}
