/** The nine reads the reads group measures through our API, PostGraphile and pgbench. */
export type IdLectura =
  | 'trabajadoresGrande'
  | 'trabajadoresPequena'
  | 'beneficiariasDocumento'
  | 'beneficiariasEstado'
  | 'pendientesGrande'
  | 'planillasEntidad'
  | 'lineasPlanilla'
  | 'logs'
  | 'logsTexto';

/** The real ids and values the reads are made with, taken from the loaded data. */
export interface ParametrosLectura {
  idEntidadGrande: number;
  idEntidadPequena: number;
  documento: string;
  estado: string;
  idPlanilla: number;
  /** 'YYYY-MM-01' */
  periodo: string;
  textoLogs: string;
}

export const LECTURAS: IdLectura[] = ['trabajadoresGrande', 'trabajadoresPequena', 'beneficiariasDocumento', 'beneficiariasEstado', 'pendientesGrande', 'planillasEntidad', 'lineasPlanilla', 'logs', 'logsTexto'];
