import { ROLES } from '@pb/contract';
import type pg from 'pg';
import { hashPassword } from '../../apps/api/src/auth/passwords.js';
import { tipoDe } from './datos/entidades.js';
import { MESES, periodoDe, type Plan, tamanoDe } from './datos/plan.js';
import { periodoDe as periodoActual } from '../../apps/api/src/modules/planillas/service.js';

export const CONTRASENA = 'Benchmark#2026';

/** An account of the benchmark: its entity and its session token. */
export interface Sesion {
  usuario: string;
  token: string;
  idEntidad: number;
  /** Beneficiaries of its entity. */
  trabajadores: number;
}

export interface Sesiones {
  /** Staff of the programme: SUPERADMIN (the logs). */
  programa: Sesion;
  /** Staff of the programme: OPERADOR (the beneficiaries of every entity). */
  operador: Sesion;
  /** The employer with the most workers. */
  grande: Sesion;
  /** A private employer with a handful of workers. */
  pequena: Sesion;
  /** A private employer whose payrolls are closest to 5,000 lines. */
  mediana: Sesion;
  /** The roles the browser group opens screens as (each screen as a role that reads it). */
  administrador: Sesion;
  consulta: Sesion;
  /** The largest public body or autonomous territorial entity (they pay with C31). */
  publica: Sesion;
  /** A provider of the data (one entity in fifty sells), and a cashier of it. */
  proveedor: Sesion;
  cajero: Sesion;
  /** An independent employer's account, in the small private employer. */
  independiente: Sesion;
}

const ROL_POR_TIPO: Record<string, number> = { PRIVADO: ROLES.EMPLEADOR, PUBLICO: ROLES.ENTIDAD_PUBLICA, ETA: ROLES.ETA };

/** The employers the reads are scoped to, picked from the plan (no query over 2 M rows). */
function elegir(plan: Plan) {
  let grande = 0;
  let pequena = -1;
  let mediana = -1;
  const actual = periodoActual(new Date());
  const objetivo = Math.min(5000, Math.max(1, Math.round(5000 * plan.escala * 10)));
  for (let e = 0; e < plan.entidades; e++) {
    const n = tamanoDe(plan, e);
    if (n > tamanoDe(plan, grande)) grande = e;
    if (tipoDe(plan, e) !== 'PRIVADO') continue;
    if (pequena < 0 && n >= 3 && n <= 10) pequena = e;
    // The writes group creates this month's payroll for it: an employer that already has one would be refused.
    if (Array.from({ length: MESES }, (_, mes) => periodoDe(plan, e, mes)).includes(actual)) continue;
    if (mediana < 0 || Math.abs(n - objetivo) < Math.abs(tamanoDe(plan, mediana) - objetivo)) mediana = e;
  }
  if (mediana < 0) mediana = grande;
  if (pequena < 0) pequena = mediana;
  let publica = -1;
  for (let e = 0; e < plan.entidades; e++) if (tipoDe(plan, e) !== 'PRIVADO' && (publica < 0 || tamanoDe(plan, e) > tamanoDe(plan, publica))) publica = e;
  // Entity 0 sells (entidades.ts: one in fifty is a provider).
  return { grande, pequena, mediana, publica: publica < 0 ? grande : publica, proveedor: 0 };
}

let contador = 0;
/** A person and an account of `id_rol` in entity `idEntidad`, with the benchmark's password. */
export async function crearCuenta(client: pg.PoolClient, hash: string, idRol: number, idEntidad: number): Promise<string> {
  const n = ++contador;
  const usuario = `bench${n}`;
  const persona = await client.query<{ id: number }>(
    `INSERT INTO personas (tipo_documento, nro_documento, fecha_nacimiento, nombres, primer_apellido, estado, estado_verificacion)
     VALUES ('CI', $1, '1980-01-01', 'USUARIO', 'BENCHMARK', 'ACTIVO', 'VERIFICADO_SEGIP') RETURNING id`,
    [String(99_000_000 + n)],
  );
  await client.query(`INSERT INTO usuarios (usuario, contrasena, email, id_rol, id_entidad, id_persona) VALUES ($1, $2, $3, $4, $5, $6)`, [usuario, hash, `${usuario}@bench.example.bo`, idRol, idEntidad, persona.rows[0]!.id]);
  return usuario;
}

export async function ingresar(url: string, usuario: string): Promise<string> {
  const res = await fetch(`${url}/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usuario, contrasena: CONTRASENA }) });
  if (!res.ok) throw new Error(`Ingreso de ${usuario}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Logs in a few at a time: each login is an argon2 verification on a 2-core machine. */
export async function ingresarVarias(url: string, usuarios: string[]): Promise<string[]> {
  const tokens: string[] = new Array<string>(usuarios.length);
  let siguiente = 0;
  const trabajar = async () => {
    for (let i = siguiente++; i < usuarios.length; i = siguiente++) tokens[i] = await ingresar(url, usuarios[i]!);
  };
  await Promise.all(Array.from({ length: 4 }, trabajar));
  return tokens;
}

/** The accounts are written before the server starts; `ingresarTodas` logs them in once it is up. */
export async function crearCuentas(client: pg.PoolClient, plan: Plan) {
  // A kept database (--base) already has the accounts of earlier runs.
  contador = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM usuarios WHERE usuario LIKE 'bench%'`)).rows[0]!.n);
  const hash = await hashPassword(CONTRASENA);
  const e = elegir(plan);
  const idPrograma = (await client.query<{ id: number }>(`SELECT id FROM entidades WHERE tipo = 'PROGRAMA' ORDER BY id LIMIT 1`)).rows[0]?.id;
  if (idPrograma === undefined) throw new Error('La semilla no dejó la entidad del programa');
  const cuenta = async (rol: number, idEntidad: number, trabajadores: number) => ({ usuario: await crearCuenta(client, hash, rol, idEntidad), idEntidad, trabajadores, token: '' });
  const empleador = (i: number) => cuenta(ROL_POR_TIPO[tipoDe(plan, i)]!, plan.ids.entidad + i, tamanoDe(plan, i));
  const entidad = (i: number) => ({ id: plan.ids.entidad + i, n: tamanoDe(plan, i) });
  return {
    programa: await cuenta(ROLES.SUPERADMIN, idPrograma, 0),
    operador: await cuenta(ROLES.OPERADOR, idPrograma, 0),
    grande: await empleador(e.grande),
    pequena: await empleador(e.pequena),
    mediana: await empleador(e.mediana),
    administrador: await cuenta(ROLES.ADMINISTRADOR, idPrograma, 0),
    consulta: await cuenta(ROLES.CONSULTA, idPrograma, 0),
    publica: await empleador(e.publica),
    proveedor: await cuenta(ROLES.PROVEEDOR, entidad(e.proveedor).id, entidad(e.proveedor).n),
    cajero: await cuenta(ROLES.CAJERO, entidad(e.proveedor).id, entidad(e.proveedor).n),
    independiente: await cuenta(ROLES.EMPLEADOR_INDEPENDIENTE, entidad(e.pequena).id, entidad(e.pequena).n),
  } satisfies Sesiones;
}

export async function ingresarTodas(url: string, cuentas: Sesiones): Promise<Sesiones> {
  for (const s of Object.values(cuentas)) s.token = await ingresar(url, s.usuario);
  return cuentas;
}
