import { ID_SUBSIDIO_BONO, bonoEnCentavos, centavosADecimal, decimalACentavos, diaMesAnio } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import type { SucursalOvt, TrabajadorOvt } from '../../integrations/ovt/client.js';
import { registrarAltas } from '../beneficiarias/estados.js';
import { completarPersonas, crearPersonas } from '../personas/guardar-lote.js';
import * as repo from './repository.js';

const MOTIVO = 'Sincronización con el OVT';

/** Where a page of workers goes: the employer, its matrícula, who syncs, when, and the bonus percentage. */
export interface Destino {
  idEntidad: number;
  matricula: string;
  /** OVT branch id → our branch id (see `asegurarSucursales`). */
  sucursales: Map<number, number>;
  quien: number | null;
  cuando: Date;
  /** PORCENTAJE_BONO as the parameter holds it (15 → 15 %). */
  porcentaje: number;
}

/** A worker whose birth date in the system is not the registry's (spec §2.4 dialog): left out until corrected. */
export interface FechaDistinta {
  ci: string;
  fecha_nac_sistema: string;
  fecha_nac_ovt: string;
}

/** A registry worker's identity as a person row holds it (names upper-cased); the sync and the registration share it. */
export const personaDeOvt = (t: TrabajadorOvt) => ({
  tipo_documento: 'CI',
  nro_documento: t.nro_documento,
  complemento: t.complemento?.toUpperCase() ?? null,
  fecha_nacimiento: t.fecha_nacimiento,
  nombres: t.nombres.toUpperCase(),
  primer_apellido: t.primer_apellido?.toUpperCase() ?? null,
  segundo_apellido: t.segundo_apellido?.toUpperCase() ?? null,
  genero: t.genero,
  nacionalidad: 'BOLIVIA',
});

const clave = (nro: string, complemento: string | null | undefined) => `${nro}|${(complemento ?? '').toUpperCase()}`;

/** Our branch for each of the matrícula's OVT branches, created the first time the sync sees it. */
export async function asegurarSucursales(db: Executor, idEntidad: number, matricula: string, deLaMatricula: SucursalOvt[], quien: number | null, cuando: Date) {
  const conocidas = await repo.sucursalesOvt(db, idEntidad);
  await repo.insertarSucursales(
    db,
    deLaMatricula
      .filter((s) => !conocidas.has(s.id))
      .map((s) => ({
        nombre: s.nombre.slice(0, 150),
        direccion_completa: s.direccion,
        departamento: s.dpa?.departamento ?? null,
        provincia: s.dpa?.provincia ?? null,
        municipio: s.dpa?.municipio ?? null,
        dpa: s.dpa?.codigoDpa ?? null,
        tipo: 'SUCURSAL',
        id_entidad: idEntidad,
        id_sucursal_ovt: s.id,
        matricula,
        _user_created: quien,
        _created_at: cuando,
      })),
  );
  return repo.sucursalesOvt(db, idEntidad);
}

/**
 * One page of the registry's workers into persons, workers and bonus beneficiaries, set-based (a few
 * statements per page, whatever its size) and safe to repeat: a second run changes nothing. A person
 * the system knows with another birth date is reported and skipped (only the OVT's date is noted on
 * a worker row it already has); every worker row keeps the OVT's birth date; a mobile another person already
 * has is not taken from them (the worker is saved without it).
 */
export async function guardarPagina(db: Executor, d: Destino, pagina: TrabajadorOvt[]): Promise<{ guardados: number; fechasDistintas: FechaDistinta[] }> {
  const porClave = new Map(pagina.map((t) => [clave(t.nro_documento, t.complemento), t]));
  const conocidas = new Map((await repo.personasCi(db, [...new Set(pagina.map((t) => t.nro_documento))])).map((p) => [clave(p.nro_documento, p.complemento), p]));

  const fechasDistintas: FechaDistinta[] = [];
  const fechasOvt: Array<{ id_persona: number; fecha: string }> = [];
  const sinFecha: Array<{ id: number; fecha_nacimiento: string }> = [];
  for (const [k, t] of porClave) {
    const p = conocidas.get(k);
    if (!p) continue;
    if (p.fecha_nacimiento === null) sinFecha.push({ id: p.id, fecha_nacimiento: t.fecha_nacimiento });
    else if (p.fecha_nacimiento !== t.fecha_nacimiento) {
      fechasDistintas.push({ ci: t.complemento ? `${t.nro_documento}-${t.complemento}` : t.nro_documento, fecha_nac_sistema: diaMesAnio(p.fecha_nacimiento), fecha_nac_ovt: diaMesAnio(t.fecha_nacimiento) });
      fechasOvt.push({ id_persona: p.id, fecha: t.fecha_nacimiento });
      porClave.delete(k);
    }
  }
  // Left out, but the OVT's date is kept: on the worker row the entity may already have, or else on
  // its own (the data-quality report lists both, decision 062).
  await repo.anotarFechasOvt(db, d.idEntidad, fechasOvt, d.quien, d.cuando);
  await repo.anotarFechasOvtSinTrabajador(db, d.idEntidad, fechasOvt, d.quien, d.cuando);
  await completarPersonas(db, sinFecha, { quien: d.quien, cuando: d.cuando });

  // New persons (a mobile another person has is not taken from them: saved without it), then read
  // again with those a parallel caller inserted first.
  const nuevas = [...porClave].filter(([k]) => !conocidas.has(k)).map(([, t]) => t);
  await crearPersonas(db, nuevas.map((t) => ({ ...personaDeOvt(t), movil: t.celular })), { quien: d.quien, cuando: d.cuando }, { siExiste: 'omitir' });
  const guardadas = new Map((await repo.personasCi(db, nuevas.map((t) => t.nro_documento))).map((p) => [clave(p.nro_documento, p.complemento), p]));

  const filas = [...porClave].flatMap(([k, t]) => {
    const p = conocidas.get(k) ?? guardadas.get(k);
    return p ? [{ t, p }] : [];
  });
  await repo.guardarTrabajadores(
    db,
    filas.map(({ t, p }) => ({
      id_persona: p.id,
      id_entidad: d.idEntidad,
      id_sucursal: d.sucursales.get(t.sucursal.id) ?? null,
      matricula: d.matricula,
      caja_salud: t.caja_salud,
      nro_seguro: t.nro_seguro,
      cargo: t.cargo?.slice(0, 150) ?? null,
      fecha_ingreso: t.fecha_ingreso,
      fecha_nacimiento_ovt: t.fecha_nacimiento,
      aguinaldo: t.aguinaldo === null ? null : centavosADecimal(decimalACentavos(t.aguinaldo)),
      _user_created: d.quien,
      _created_at: d.cuando,
    })),
  );
  await repo.olvidarFechasOvt(db, d.idEntidad, filas.map(({ p }) => p.id));
  const creadas = await repo.guardarBeneficiariasBono(
    db,
    filas.map(({ t, p }) => {
      const aguinaldo = t.aguinaldo === null ? null : decimalACentavos(t.aguinaldo);
      return {
        id_persona: p.id,
        id_persona_titular: p.id,
        id_persona_titular_cobro: p.id,
        id_subsidio: ID_SUBSIDIO_BONO,
        id_entidad: d.idEntidad,
        id_sucursal: d.sucursales.get(t.sucursal.id) ?? null,
        nro_seguro: t.nro_seguro,
        monto_detalle: aguinaldo === null ? null : centavosADecimal(aguinaldo),
        monto_bono: aguinaldo === null ? null : centavosADecimal(bonoEnCentavos(aguinaldo, d.porcentaje)),
        // DOMAIN.md §3: registered with a mobile it waits for its phone to be verified; without one it is ACTIVO.
        estado: p.movil ? 'CREADO' : 'ACTIVO',
        _user_created: d.quien,
        _created_at: d.cuando,
      };
    }),
  );
  await registrarAltas(
    db,
    creadas.filter((b) => b.creada),
    MOTIVO,
    { quien: d.quien, cuando: d.cuando },
  );
  return { guardados: filas.length, fechasDistintas };
}

/** The OVT's birth date of a titular on the entity's worker row, if it has one (the titular registration; decision 062). */
export const anotarFechaOvtTitular = (db: Executor, idEntidad: number, idPersona: number, fecha: string, quien: number | null, cuando: Date) =>
  repo.anotarFechasOvt(db, idEntidad, [{ id_persona: idPersona, fecha }], quien, cuando);
