import { graphql } from '../../api/http';

export const CONCILIACION_KEY = ['conciliacion'] as const;

/** Open reconciliation differences of every day (the dashboard's count, decision 064). */
export async function conciliacionAbiertas(): Promise<number> {
  return (await graphql<{ conciliacionAbiertas: number }>(`{ conciliacionAbiertas }`)).conciliacionAbiertas;
}
