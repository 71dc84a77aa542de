import { performance } from 'node:perf_hooks';
import { PORCENTAJE_BONO_POR_DEFECTO, ROLES, bonoEnCentavos } from '@pb/contract';
import { hashPassword } from '../../../apps/api/src/auth/passwords.js';
import type { Contexto } from '../contexto.js';
import { copiar, type Valor } from '../copia.js';
import { CONTRASENA, crearCuenta, ingresar, type Sesion } from '../sesiones.js';
import { azar, decimal } from './plan.js';

/**
 * The employer of the large exports and of the CSV import (issue 14 parts 4, 5): no employer of the
 * plan holds a million workers, so one is loaded for them with COPY, after the plan's rows. Its
 * workers are persons, bonus beneficiaries (what the exports read) and workers (trabajadores: what
 * the payroll CSV is checked against). Every row is a function of its index, as in the plan.
 */
export const NOMBRE_SINTETICA = 'EXPORTADORA NACIONAL DE PRUEBA S.A.';
const SUCURSALES = 3;
const MATRICULA = '99999999';
/** Its workers' mobiles: above the plan's (60 000 000 + i), still a valid 8-digit mobile. */
const MOVIL_BASE = 70_000_000;
const MOVIL_TOPE = 80_000_000;

const NOMBRES = ['ANDRES', 'BEATRIZ', 'CESAR', 'DORA', 'EDGAR', 'FATIMA', 'GONZALO', 'HILDA', 'IVAN', 'JUANA', 'KARINA', 'LEONARDO'] as const;
const APELLIDOS = ['ALANOCA', 'BARRIENTOS', 'CALLISAYA', 'DURAN', 'ESPINOZA', 'FERNANDEZ', 'GUZMAN', 'HUARACHI', 'IRAHOLA', 'JUSTINIANO', 'LAIME', 'MACHACA'] as const;
const de = <T>(lista: readonly T[], r: number) => lista[Math.floor(r * lista.length)]!;

export interface Sintetica {
  idEntidad: number;
  sucursales: number[];
  /** Its workers: persons, beneficiaries and trabajadores, one of each per worker. */
  trabajadores: number;
  /** The first id of each of its tables' rows: worker k has these plus k. */
  persona: number;
  beneficiaria: number;
  trabajador: number;
  /** Worker k's document is 10 000 000 + desplazamiento + k (the plan's persons have 10 000 000 + i). */
  desplazamiento: number;
  semilla: number;
  /** An employer account of the entity, logged in. */
  sesion: Sesion;
  loadSeconds: number;
}

/** What worker k holds as loaded: document, birth date (ISO), mobile, aguinaldo in centavos, branch. */
export function trabajadorDe(s: Pick<Sintetica, 'desplazamiento' | 'semilla' | 'sucursales'>, k: number) {
  const o = s.desplazamiento + k;
  const nacimiento = new Date(Date.UTC(1962, 0, 1) + Math.floor(azar(s.semilla, o, 60) * 42 * 365) * 86_400_000).toISOString().slice(0, 10);
  const movil = azar(s.semilla, o, 61) < 0.7 ? String(MOVIL_BASE + o) : null;
  const aguinaldo = 250_000 + Math.floor(azar(s.semilla, o, 62) * 2_750_000);
  const nombre = [de(NOMBRES, azar(s.semilla, o, 63)), de(APELLIDOS, azar(s.semilla, o, 64)), de(APELLIDOS, azar(s.semilla, o, 65))] as const;
  return { documento: String(10_000_000 + o), nacimiento, movil, aguinaldo, nombre, sucursal: s.sucursales[k % s.sucursales.length]! };
}

/** The bonus of an aguinaldo in centavos: 15 %, half up (DOMAIN.md §4, as the plan's bonoDe). */
export const bonoDeAguinaldo = (aguinaldo: number) => bonoEnCentavos(aguinaldo, PORCENTAJE_BONO_POR_DEFECTO);

async function cargar(ctx: Contexto): Promise<Sintetica> {
  const n = Math.max(1000, Math.round(1_000_000 * ctx.escala));
  const t0 = performance.now();
  const client = await ctx.pool.connect();
  try {
    const siguiente = async (tabla: string) => Number((await client.query<{ n: string }>(`SELECT coalesce(max(id), 0) + 1 AS n FROM ${tabla}`)).rows[0]!.n);
    const entidad = await client.query<{ id: number }>(
      `INSERT INTO entidades (nombre, sigla, estado, proveedor, origen, tipo, nit, matricula_comercio, matriculas_comercio, razon_social, departamento, dpa)
       VALUES ($1, 'ENPSA', 'ACTIVO', false, 'OVT', 'PRIVADO', '9000000001', $2, $3, $1, 'LA PAZ', '020101') RETURNING id`,
      [NOMBRE_SINTETICA, MATRICULA, `{${MATRICULA}}`],
    );
    const idEntidad = entidad.rows[0]!.id;
    const sucursales: number[] = [];
    for (let i = 0; i < SUCURSALES; i++) {
      const r = await client.query<{ id: number }>(
        `INSERT INTO sucursales (nombre, departamento, estado, tipo, id_entidad, matricula, dpa) VALUES ($1, 'LA PAZ', 'ACTIVO', 'SUCURSAL', $2, $3, '020101') RETURNING id`,
        [i === 0 ? 'CASA MATRIZ' : `SUCURSAL ${i}`, idEntidad, MATRICULA],
      );
      sucursales.push(r.rows[0]!.id);
    }
    const persona = await siguiente('personas');
    const s = { desplazamiento: persona - ctx.plan.ids.persona, semilla: ctx.plan.semilla, sucursales };
    if (MOVIL_BASE + s.desplazamiento + n > MOVIL_TOPE) throw new Error('Los celulares de la empleadora sintética pasarían de 8 dígitos');
    const trabajadores = function* (fila: (k: number, t: ReturnType<typeof trabajadorDe>) => Valor[]) {
      for (let k = 0; k < n; k++) yield fila(k, trabajadorDe(s, k));
    };
    await copiar(
      client,
      'personas',
      ['id', 'tipo_documento', 'nro_documento', 'fecha_nacimiento', 'nombres', 'primer_apellido', 'segundo_apellido', 'genero', 'movil', 'estado', 'estado_verificacion'],
      trabajadores((k, t) => [persona + k, 'CI', t.documento, t.nacimiento, t.nombre[0], t.nombre[1], t.nombre[2], k % 2 ? 'F' : 'M', t.movil, 'ACTIVO', 'VERIFICADO_SEGIP']),
    );
    const beneficiaria = await siguiente('beneficiarias');
    await copiar(
      client,
      'beneficiarias',
      ['id', 'id_persona', 'id_persona_titular', 'id_subsidio', 'id_entidad', 'id_sucursal', 'monto_detalle', 'monto_bono', 'nro_seguro', 'enviar_sms', 'estado'],
      trabajadores((k, t) => [beneficiaria + k, persona + k, persona + k, 1, idEntidad, t.sucursal, decimal(t.aguinaldo), decimal(bonoDeAguinaldo(t.aguinaldo)), `X${s.desplazamiento + k}`, '1', 'ACTIVO']),
    );
    const trabajador = await siguiente('trabajadores');
    await copiar(
      client,
      'trabajadores',
      ['id', 'id_persona', 'id_entidad', 'id_sucursal', 'matricula', 'caja_salud', 'nro_seguro', 'cargo', 'fecha_ingreso', 'aguinaldo', 'estado'],
      trabajadores((k, t) => [trabajador + k, persona + k, idEntidad, t.sucursal, MATRICULA, 'CAJA NACIONAL DE SALUD', `X${s.desplazamiento + k}`, 'OPERARIO', '2020-01-02', decimal(t.aguinaldo), 'ACTIVO']),
    );
    for (const tabla of ['personas', 'beneficiarias', 'trabajadores']) {
      await client.query(`SELECT setval(pg_get_serial_sequence('${tabla}', 'id'), (SELECT max(id) FROM ${tabla}))`);
      // As the main load: workers registered over time have been vacuumed (hint bits, visibility map).
      await client.query(`VACUUM (ANALYZE) ${tabla}`);
    }
    const usuario = await crearCuenta(client, await hashPassword(CONTRASENA), ROLES.EMPLEADOR, idEntidad);
    const loadSeconds = Math.round(performance.now() - t0) / 1000;
    const sesion: Sesion = { usuario, token: await ingresar(ctx.servidor.url, usuario), idEntidad, trabajadores: n };
    ctx.log(`Empleadora sintética ${idEntidad}: ${n} trabajadores cargados en ${loadSeconds} s`);
    return { idEntidad, sucursales, trabajadores: n, persona, beneficiaria, trabajador, desplazamiento: s.desplazamiento, semilla: s.semilla, sesion, loadSeconds };
  } finally {
    client.release();
  }
}

let cargada: Promise<Sintetica> | undefined;

/** The synthetic employer, loaded by the first group that needs it (exports, then writes reuse it). */
export function sintetica(ctx: Contexto): Promise<Sintetica> {
  cargada ??= cargar(ctx);
  return cargada;
}
