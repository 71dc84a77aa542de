import { ID_SUBSIDIO_BONO } from '@pb/contract';
import type { IdLectura, ParametrosLectura } from './lectura.js';

export interface ConsultaGraphql {
  query: string;
  variables: Record<string, unknown>;
}

/*
 * Each query asks PostGraphile 4 (with postgraphile-plugin-connection-filter) for what our
 * repository function answers: the same rows, filter and order, the first page of 10, totalCount,
 * and the same joined columns through PostGraphile's relations. Our full names (nombre_completo)
 * are computed in SQL; here their parts are read instead. PostgreSQL hides nothing: PostGraphile
 * connects as postgres.
 */

const PERSONA_TRABAJADOR = 'id nombres primerApellido segundoApellido fechaNacimiento movil nroDocumento complemento paisNacimiento';
const SUCURSAL = 'departamento direccionCompleta dpa municipio nombre provincia telefonos';
const PERSONA_LISTA = 'nroDocumento complemento nombres primerApellido segundoApellido';

/** `listarPorEntidad` (beneficiarias/repository.ts): the entity's bonus beneficiaries, person and branch joined, id desc. */
const TRABAJADORES = `query ($idEntidad: Int!, $idSubsidio: Int!) {
  allBeneficiarias(condition: { idEntidad: $idEntidad, idSubsidio: $idSubsidio }, orderBy: ID_DESC, first: 10) {
    totalCount
    nodes {
      id idEntidad idSucursal estado enviarSms
      personaByIdPersona { ${PERSONA_TRABAJADOR} }
      sucursaleByIdSucursal { ${SUCURSAL} }
    }
  }
}`;

/** `listar` (csvBeneficiarias/repository.ts): beneficiaries of every subsidy but the bonus, three persons, subsidy and branch joined, id desc. */
const beneficiarias = (filtro: string, argumentos: string) => `query ($idSubsidio: Int!, ${argumentos}) {
  allBeneficiarias(filter: { idSubsidio: { notEqualTo: $idSubsidio }, ${filtro} }, orderBy: ID_DESC, first: 10) {
    totalCount
    nodes {
      id idEntidad estado fechaNacidoVivo nroAsignacionInicio nroAsignacionFin fechaInicio nroHijos
      subsidioByIdSubsidio { nombre }
      sucursaleByIdSucursal { nombre }
      personaByIdPersonaTitular { ${PERSONA_LISTA} }
      personaByIdPersona { ${PERSONA_LISTA} }
      personaByIdPersonaTitularCobro { nroDocumento nombres primerApellido segundoApellido }
    }
  }
}`;

/**
 * `listarPendientes` (csvPlanillas/repository.ts): the entity's bonus beneficiaries with no vigente
 * line of the month, id asc. Ours also sums monto_bono over the whole list in its count query;
 * PostGraphile 4 cannot aggregate without another plugin (@graphile/pg-aggregates), so only totalCount.
 */
const PENDIENTES = `query ($idEntidad: Int!, $idSubsidio: Int!, $periodo: Date!) {
  allBeneficiarias(
    condition: { idEntidad: $idEntidad, idSubsidio: $idSubsidio }
    filter: { planillaDetallesByIdBeneficiaria: { none: { periodo: { equalTo: $periodo }, vigente: { equalTo: true } } } }
    orderBy: ID_ASC
    first: 10
  ) {
    totalCount
    nodes {
      id idSucursal montoBono montoDetalle estado enviarSms
      personaByIdPersona { ${PERSONA_TRABAJADOR} }
      sucursaleByIdSucursal { ${SUCURSAL} }
    }
  }
}`;

/**
 * `listar` (planillas/repository.ts): the entity's payrolls, branch, entity, live payment code and
 * live C31 form, id desc. PostGraphile does not expose our underscored _created_at/_updated_at.
 */
const PLANILLAS = `query ($idEntidad: Int!) {
  allPlanillas(condition: { idEntidad: $idEntidad }, orderBy: ID_DESC, first: 10) {
    totalCount
    nodes {
      id idEntidad nombre tipo periodo montoTotal estado idSucursalPago
      sucursaleByIdSucursalPago { nombre }
      entidadeByIdEntidad { nombre }
      cptPlanillasByIdPlanilla(condition: { vigente: true }, first: 1) { nodes { cptByIdCpt { id codigo } } }
      formulariosC31SByIdPlanilla(filter: { estado: { notEqualTo: "ANULADO" } }, first: 1) { nodes { c31 archivo } }
    }
  }
}`;

/** `lineas` (planillas/repository.ts): a payroll's lines, beneficiary, titular and subsidy joined, id asc. */
const LINEAS = `query ($idPlanilla: Int!) {
  allPlanillaDetalles(condition: { idPlanilla: $idPlanilla }, orderBy: ID_ASC, first: 10) {
    totalCount
    nodes {
      id idBeneficiaria monto nroAsignacion
      beneficiariaByIdBeneficiaria {
        personaByIdPersona { nroDocumento nombres primerApellido segundoApellido }
        personaByIdPersonaTitular { nombres primerApellido segundoApellido }
      }
      subsidioByIdSubsidio { nombre }
    }
  }
}`;

/**
 * `listar` (logs/repository.ts): fecha desc, id desc. Ours folds accents and case with sin_acentos
 * and a trigram index on sin_acentos(mensaje); connection-filter's includesInsensitive is ILIKE on
 * the bare column, which that index cannot serve.
 */
const logs = (filtro: string, argumentos: string) => `query ${argumentos} {
  allLogs(${filtro}orderBy: [FECHA_DESC, ID_DESC], first: 10) {
    totalCount
    nodes { id nivel tipo mensaje referencia ip fecha usuario }
  }
}`;

export function consultasPostgraphile(p: ParametrosLectura): Record<IdLectura, ConsultaGraphql> {
  const bono = { idSubsidio: ID_SUBSIDIO_BONO };
  return {
    trabajadoresGrande: { query: TRABAJADORES, variables: { ...bono, idEntidad: p.idEntidadGrande } },
    trabajadoresPequena: { query: TRABAJADORES, variables: { ...bono, idEntidad: p.idEntidadPequena } },
    beneficiariasDocumento: {
      query: beneficiarias('or: [{ personaByIdPersonaTitular: { nroDocumento: { includes: $documento } } }, { personaByIdPersona: { nroDocumento: { includes: $documento } } }]', '$documento: String!'),
      variables: { ...bono, documento: p.documento },
    },
    beneficiariasEstado: { query: beneficiarias('estado: { equalTo: $estado }', '$estado: String!'), variables: { ...bono, estado: p.estado } },
    pendientesGrande: { query: PENDIENTES, variables: { ...bono, idEntidad: p.idEntidadGrande, periodo: p.periodo } },
    planillasEntidad: { query: PLANILLAS, variables: { idEntidad: p.idEntidadGrande } },
    lineasPlanilla: { query: LINEAS, variables: { idPlanilla: p.idPlanilla } },
    logs: { query: logs('', ''), variables: {} },
    logsTexto: { query: logs('filter: { mensaje: { includesInsensitive: $texto } }, ', '($texto: String!)'), variables: { texto: p.textoLogs } },
  };
}
