import { PORCENTAJE_BONO_POR_DEFECTO, bonoEnCentavos, centavosADecimal } from '@pb/contract';
import { prng } from '../../../apps/api/src/integrations/prng.js';

/**
 * Payrolls per employer: one a month for these many months of 2026 up to November (500 k payrolls,
 * 10 M lines at scale 1). A payroll is always of the month it is made in, so none of a later month.
 */
export const MESES = 5;
/** The last month with payrolls: November 2026, the month the benchmark was written in. */
const ULTIMO_MES = 11;
/** The largest employer holds this share of all beneficiaries (50 000 of 2 M at scale 1). */
const PARTE_DEL_MAYOR = 1 / 40;
/** Movements at scale 1: the ABONOs of the paid lines plus purchases (CARGOs) that spend part of them. */
const MOVIMIENTOS_ESCALA_1 = 20_000_000;

/** The first id each table's rows take: one above what the migrations and the seed left. */
export interface IdsIniciales {
  entidad: number;
  sucursal: number;
  persona: number;
  beneficiaria: number;
  planilla: number;
  detalle: number;
  cuenta: number;
  movimiento: number;
  log: number;
  /** The last audit row's hash before the load (the generated rows chain on from it). */
  hashLog?: string;
}

/**
 * The shape of the generated data, decided before any row is written: how many beneficiaries each
 * employer has (a Zipf draw), its branches and months. Every row is then a function of its index,
 * so each table streams on its own and the tables agree (totals = Σ lines, saldo = Σ movements).
 */
export interface Plan {
  escala: number;
  semilla: number;
  ids: IdsIniciales;
  entidades: number;
  personas: number;
  /** Beneficiaries of employer e are [inicioBenef[e], inicioBenef[e + 1]). */
  inicioBenef: Float64Array;
  /** Branches of employer e are [inicioSuc[e], inicioSuc[e + 1]) (0-based, add ids.sucursal). */
  inicioSuc: Float64Array;
  /** First month (1..12 − MESES + 1) of employer e's payrolls. */
  mesInicial: Uint8Array;
  /** ABONO lines (paid payroll lines) before employer e's, in line order. */
  abonosAntes: Float64Array;
  /** CARGOs spread over the ABONO lines so that the movements reach their count. */
  cargosTotales: number;
}

/** A number in [0, 1) that depends only on the seed, a key and a salt: a row's draws without keeping state. */
export function azar(semilla: number, clave: number, sal: number): number {
  return prng((semilla ^ Math.imul(clave + 1, 0x9e3779b1) ^ Math.imul(sal + 1, 0x85ebca6b)) >>> 0)();
}

/** Zipf exponent whose harmonic sum over n ranks is `objetivo` (bisection); 0 (even) when n is too small for it. */
function exponenteZipf(n: number, objetivo: number): number {
  const suma = (a: number) => {
    let s = 0;
    for (let k = 1; k <= n; k++) s += k ** -a;
    return s;
  };
  if (suma(0) <= objetivo) return 0;
  let lo = 0;
  let hi = 4;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (suma(mid) > objetivo) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Beneficiaries per employer: a Zipf draw summing exactly to `personas`, each ≥ 1, shuffled by the seed. */
function tamanos(entidades: number, personas: number, semilla: number): Int32Array {
  const a = exponenteZipf(entidades, 1 / PARTE_DEL_MAYOR);
  let h = 0;
  for (let k = 1; k <= entidades; k++) h += k ** -a;
  const t = new Int32Array(entidades);
  let total = 0;
  for (let k = 0; k < entidades; k++) {
    t[k] = Math.max(1, Math.floor((personas * (k + 1) ** -a) / h));
    total += t[k]!;
  }
  // Rounding left a few over or under: settled on the largest employers, one at a time.
  for (let k = 0; total !== personas; k = (k + 1) % entidades) {
    const paso = total < personas ? 1 : -1;
    if (t[k]! + paso < 1) continue;
    t[k] = t[k]! + paso;
    total += paso;
  }
  const rand = prng(semilla);
  for (let i = entidades - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [t[i], t[j]] = [t[j]!, t[i]!];
  }
  return t;
}

export function crearPlan(escala: number, semilla: number, ids: IdsIniciales): Plan {
  const entidades = Math.max(1, Math.round(100_000 * escala));
  const personas = Math.max(entidades, Math.round(2_000_000 * escala));
  const t = tamanos(entidades, personas, semilla);
  const inicioBenef = new Float64Array(entidades + 1);
  const inicioSuc = new Float64Array(entidades + 1);
  const mesInicial = new Uint8Array(entidades);
  const abonosAntes = new Float64Array(entidades + 1);
  const plan: Plan = { escala, semilla, ids, entidades, personas, inicioBenef, inicioSuc, mesInicial, abonosAntes, cargosTotales: 0 };
  for (let e = 0; e < entidades; e++) {
    const n = t[e]!;
    inicioBenef[e + 1] = inicioBenef[e]! + n;
    // A large employer pays from more branches: one more per 10 000 workers.
    inicioSuc[e + 1] = inicioSuc[e]! + 1 + Math.floor(n / 10_000);
    mesInicial[e] = 1 + Math.floor(azar(semilla, e, 1) * (ULTIMO_MES + 1 - MESES));
    let pagadas = 0;
    for (let j = 0; j < MESES; j++) if (estadoPlanilla(plan, e, j) === 'PAGADO') pagadas++;
    abonosAntes[e + 1] = abonosAntes[e]! + pagadas * n;
  }
  plan.cargosTotales = Math.max(0, Math.round(MOVIMIENTOS_ESCALA_1 * escala) - abonosAntes[entidades]!);
  return plan;
}

export type EstadoPlanilla = 'CREADO' | 'ENVIADO' | 'PAGADO' | 'ANULADO';

/** Most payrolls are paid; the rest are waiting (CREADO, ENVIADO) or were cancelled. */
export function estadoPlanilla(plan: Plan, e: number, mes: number): EstadoPlanilla {
  const r = azar(plan.semilla, e * MESES + mes, 2);
  return r < 0.85 ? 'PAGADO' : r < 0.9 ? 'ENVIADO' : r < 0.95 ? 'CREADO' : 'ANULADO';
}

export const tamanoDe = (plan: Plan, e: number) => plan.inicioBenef[e + 1]! - plan.inicioBenef[e]!;
export const sucursalesDe = (plan: Plan, e: number) => plan.inicioSuc[e + 1]! - plan.inicioSuc[e]!;

/** Beneficiary i's aguinaldo in centavos: 2 500 to 30 000 Bs. */
export const aguinaldoDe = (plan: Plan, i: number) => 250_000 + Math.floor(azar(plan.semilla, i, 3) * 2_750_000);
/** The bonus: PORCENTAJE_BONO (15) % of the aguinaldo, rounded half up to the centavo (DOMAIN.md §4). */
export const bonoDe = (plan: Plan, i: number) => bonoEnCentavos(aguinaldoDe(plan, i), PORCENTAJE_BONO_POR_DEFECTO);

/** CARGOs after the ABONO of the `indice`-th paid line: an even spread of cargosTotales. */
export function cargosDeLinea(plan: Plan, indice: number): number {
  const a = plan.abonosAntes[plan.entidades]!;
  return Math.floor(((indice + 1) * plan.cargosTotales) / a) - Math.floor((indice * plan.cargosTotales) / a);
}

/** Each CARGO spends an equal part of 80 % of its ABONO, so no balance ever goes below zero. */
export const montoCargo = (abono: number, cargos: number) => Math.floor((abono * 8) / 10 / cargos);

export const periodoDe = (plan: Plan, e: number, mes: number) => `2026-${String(plan.mesInicial[e]! + mes).padStart(2, '0')}-01`;

/** The latest month of employer e whose payroll is not ANULADO (its lines are vigente): its beneficiaries' ultimo_periodo; null if none. */
export function ultimoPeriodoDe(plan: Plan, e: number): string | null {
  for (let mes = MESES - 1; mes >= 0; mes--) if (estadoPlanilla(plan, e, mes) !== 'ANULADO') return periodoDe(plan, e, mes);
  return null;
}

/** When a payroll was paid: 10 to 20 days after its month began, at an hour of the working day (Bolivian time). */
export function pagadoAt(plan: Plan, e: number, mes: number): Date {
  const dia = 10 + Math.floor(azar(plan.semilla, e * MESES + mes, 4) * 10);
  const hora = 8 + Math.floor(azar(plan.semilla, e * MESES + mes, 5) * 10);
  return new Date(Date.UTC(2026, plan.mesInicial[e]! + mes - 1, dia, hora + 4));
}

/** Money in centavos as the database's decimal text. */
export const decimal = centavosADecimal;
