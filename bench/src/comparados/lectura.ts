/** The reads of issue 14 part 2, measured through our API, PostGraphile 4 and pgbench. */
export type IdLectura = 'trabajadoresGrande' | 'trabajadoresPequena' | 'beneficiariasDocumento' | 'beneficiariasEstado' | 'pendientesGrande' | 'planillasEntidad' | 'lineasPlanilla' | 'logs' | 'logsTexto';

/** The values the reads are made with, taken from the loaded data. */
export interface ParametrosLectura {
  idEntidadGrande: number;
  idEntidadPequena: number;
  documento: string;
  estado: string;
  idPlanilla: number;
  periodo: string;
  textoLogs: string;
}
