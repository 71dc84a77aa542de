import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { tokensCuenta } from '../../db/schema/index.js';

export type Proposito = 'RECUPERACION' | 'CONFIRMACION';

export async function insertar(db: Executor, v: { id_usuario: number; proposito: Proposito; hash: string; expira_at: Date; ip: string | null; ahora: Date }): Promise<void> {
  await db.insert(tokensCuenta).values({ id_usuario: v.id_usuario, proposito: v.proposito, hash: v.hash, expira_at: v.expira_at, ip: v.ip, _user_created: v.id_usuario, _created_at: v.ahora });
}

/** The link of a token's hash, locked until the end of the transaction (two uses of one link run one after the other). */
export async function paraUsar(db: Executor, hash: string, proposito: Proposito) {
  const [row] = await db
    .select()
    .from(tokensCuenta)
    .where(and(eq(tokensCuenta.hash, hash), eq(tokensCuenta.proposito, proposito)))
    .for('update');
  return row;
}

export async function marcarUsado(db: Executor, id: number, ahora: Date): Promise<void> {
  await db.update(tokensCuenta).set({ usado_at: ahora, _updated_at: ahora }).where(eq(tokensCuenta.id, id));
}

/** Every link of the account and purpose not used yet is closed (a new password makes older links useless). */
export async function cerrarPendientes(db: Executor, idUsuario: number, proposito: Proposito, ahora: Date): Promise<void> {
  await db
    .update(tokensCuenta)
    .set({ usado_at: ahora, _updated_at: ahora })
    .where(and(eq(tokensCuenta.id_usuario, idUsuario), eq(tokensCuenta.proposito, proposito), sql`${tokensCuenta.usado_at} is null`));
}

/** How many links of this purpose the account was sent since `desde`. */
export async function enviadosDesde(db: Executor, idUsuario: number, proposito: Proposito, desde: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tokensCuenta)
    .where(and(eq(tokensCuenta.id_usuario, idUsuario), eq(tokensCuenta.proposito, proposito), gte(tokensCuenta._created_at, desde)));
  return Number(row?.n ?? 0);
}
