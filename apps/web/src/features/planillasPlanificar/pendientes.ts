import { centavosADecimal, decimalACentavos } from '@pb/contract';
import { graphql } from '../../api/http';
import type { ListPage, ListQuery } from '../../components/list/types';

/**
 * The pending beneficiaries a new payroll is made of (spec part 2 §2.1 create modal, §3 "Beneficiary
 * candidate"): the entity's bonus beneficiaries not yet in a payroll this month, with their bonus.
 */
export interface Pendiente {
  id: number;
  id_beneficiaria: number;
  id_sucursal: number | null;
  monto: string | null;
  e_beneficiaria_nombre: string | null;
  s_beneficiaria_persona_nombre_completo: string | null;
  s_beneficiaria_persona_nro_documento: string | null;
  s_beneficiaria_persona_complemento: string | null;
}

const CAMPOS = 'id id_beneficiaria id_sucursal monto e_beneficiaria_nombre s_beneficiaria_persona_nombre_completo s_beneficiaria_persona_nro_documento s_beneficiaria_persona_complemento';
const LISTA = `query ($limit: Int, $page: Int, $order: String, $doc: String) {
  beneficiariasNoEnPlanillasPorEntidad(limit: $limit, page: $page, order: $order, s_beneficiaria_persona_nro_documento: $doc) { count rows { ${CAMPOS} } }
}`;

export async function listarPendientes(q: ListQuery): Promise<ListPage<Pendiente>> {
  const doc = q.s_beneficiaria_persona_nro_documento;
  const data = await graphql<{ beneficiariasNoEnPlanillasPorEntidad: ListPage<Pendiente> | null }>(LISTA, {
    limit: q.limit,
    page: q.page,
    order: q.order,
    doc: doc === undefined || doc === '' ? undefined : doc,
  });
  return data?.beneficiariasNoEnPlanillasPorEntidad ?? { count: 0, rows: [] };
}

/** The server's largest page, and how many pages are asked at once. */
const PAGINA = 100;
const A_LA_VEZ = 4;

/**
 * The whole pending list, page after page in id order (ties cannot move a row between pages): the
 * payroll holds every pending row the user did not remove, not only the rows on screen.
 */
export async function todosLosPendientes(): Promise<Pendiente[]> {
  const q = (page: number): ListQuery => ({ limit: PAGINA, page, order: 'id' });
  const primera = await listarPendientes(q(1));
  const paginas = Math.ceil(primera.count / PAGINA);
  const filas = [...primera.rows];
  for (let desde = 2; desde <= paginas; desde += A_LA_VEZ) {
    const tanda = await Promise.all(Array.from({ length: Math.min(A_LA_VEZ, paginas - desde + 1) }, (_, i) => listarPendientes(q(desde + i))));
    for (const p of tanda) filas.push(...p.rows);
  }
  return filas;
}

/** A row's bonus in centavos; 0 when it has none (no aguinaldo yet): such a row cannot be paid. */
export const centavosDe = (p: Pendiente) => (p.monto && /^\d+(\.\d+)?$/.test(p.monto) ? decimalACentavos(p.monto) : 0);
export const pagable = (p: Pendiente) => centavosDe(p) > 0;

/**
 * Who is in the payroll: every payable row but the removed ones ('todas'), or only the ones added
 * back ('ninguna', after "remove all"). The exceptions keep each row's centavos, so the total never
 * needs the rows that are not on screen.
 */
export interface Seleccion {
  base: 'todas' | 'ninguna';
  excepciones: ReadonlyMap<number, number>;
}
export const TODAS: Seleccion = { base: 'todas', excepciones: new Map() };
export const NINGUNA: Seleccion = { base: 'ninguna', excepciones: new Map() };

export function incluida(s: Seleccion, p: Pendiente): boolean {
  if (!pagable(p)) return false;
  return s.base === 'todas' ? !s.excepciones.has(p.id_beneficiaria) : s.excepciones.has(p.id_beneficiaria);
}

export function alternar(s: Seleccion, p: Pendiente): Seleccion {
  const excepciones = new Map(s.excepciones);
  if (!excepciones.delete(p.id_beneficiaria)) excepciones.set(p.id_beneficiaria, centavosDe(p));
  return { base: s.base, excepciones };
}

/** The payroll's lines, as planillaAdd takes them. */
export function lineas(s: Seleccion, todas: readonly Pendiente[]): Array<{ idBeneficiaria: number; monto: string }> {
  if (s.base === 'ninguna') return [...s.excepciones].map(([id, c]) => ({ idBeneficiaria: id, monto: centavosADecimal(c) }));
  return todas.filter((p) => incluida(s, p)).map((p) => ({ idBeneficiaria: p.id_beneficiaria, monto: centavosADecimal(centavosDe(p)) }));
}

/** How many lines and their total in centavos. */
export function resumen(s: Seleccion, todas: readonly Pendiente[]): { n: number; centavos: number } {
  if (s.base === 'ninguna') return { n: s.excepciones.size, centavos: [...s.excepciones.values()].reduce((a, c) => a + c, 0) };
  let n = 0;
  let centavos = 0;
  for (const p of todas) {
    if (!incluida(s, p)) continue;
    n++;
    centavos += centavosDe(p);
  }
  return { n, centavos };
}
