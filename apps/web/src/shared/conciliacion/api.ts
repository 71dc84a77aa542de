import { graphql, sendGraphql } from '../../api/graphql';

export const CONCILIACION_KEY = ['conciliacion'] as const;

const ABIERTAS = graphql(`query ConciliacionAbiertas { conciliacionAbiertas }`);

/** Open reconciliation differences of every day (the dashboard's count, decision 064). */
export async function conciliacionAbiertas(): Promise<number> {
  return (await sendGraphql(ABIERTAS)).conciliacionAbiertas;
}
