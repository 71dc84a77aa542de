import { GENESIS_HASH, rowHash } from '../../../apps/api/src/modules/logs/audit.js';
import { azar, type Plan } from './plan.js';
import type { Tabla } from './tabla.js';

/** Audit rows at scale 1 (issue 14: the logs page with 5 M rows present). */
const LOGS_ESCALA_1 = 5_000_000;
const DESDE = Date.UTC(2026, 0, 2, 12);
const HASTA = Date.UTC(2026, 10, 23, 12);

const OPERACIONES = ['planillaAdd', 'planillaCptAdd', 'anularPlanilla', 'beneficiariaEstado', 'sucursalUpdate', 'entidadUpdate', 'usuarioAdd', 'pagarPlanillaPorC31'] as const;

/** What happened: mostly mutations and logins, some REST calls, a few refusals; a few warnings and errors. */
function entrada(plan: Plan, i: number): { nivel: string; tipo: string; mensaje: string; usuario: string; ip: string } {
  const r = azar(plan.semilla, i, 40);
  const usuario = `u${Math.floor(azar(plan.semilla, i, 41) * 20_000)}`;
  const ip = `10.${i % 200}.${Math.floor(i / 200) % 250}.${(i * 7) % 250}`;
  const operacion = OPERACIONES[Math.floor(azar(plan.semilla, i, 42) * OPERACIONES.length)]!;
  const id = 1 + Math.floor(azar(plan.semilla, i, 43) * 500_000);
  if (r < 0.5) return { nivel: 'INFO', tipo: 'MUTACION', mensaje: `${operacion}: registro ${id} actualizado por ${usuario}`, usuario, ip };
  if (r < 0.75) return { nivel: 'INFO', tipo: 'LOGIN', mensaje: `Ingreso al sistema de ${usuario}`, usuario, ip };
  if (r < 0.93) return { nivel: 'INFO', tipo: 'REST', mensaje: `GET /api/v1/planillas/cpts por ${usuario}`, usuario, ip };
  if (r < 0.98) return { nivel: 'ADVERTENCIA', tipo: 'ACCESO_DENEGADO', mensaje: `Acceso denegado a ${operacion} para ${usuario}`, usuario, ip };
  return { nivel: 'ERROR', tipo: 'MUTACION', mensaje: `${operacion}: la plataforma de pagos no respondió (registro ${id})`, usuario, ip };
}

/** The audit log, hash-chained as writeAudit chains it, so that `npm run audit:verify` finds it intact. */
export const tablaLogs: Tabla = {
  nombre: 'logs',
  columnas: ['id', 'nivel', 'tipo', 'mensaje', 'referencia', 'ip', 'fecha', 'usuario', 'id_usuario', 'hash_anterior', 'hash'],
  *filas(plan) {
    const n = Math.round(LOGS_ESCALA_1 * plan.escala);
    let anterior = plan.ids.hashLog ?? GENESIS_HASH;
    for (let i = 0; i < n; i++) {
      const e = entrada(plan, i);
      const fecha = new Date(DESDE + Math.floor(((HASTA - DESDE) * i) / n));
      const fila = { ...e, referencia: null, fecha, id_usuario: null, hash_anterior: anterior };
      const hash = rowHash(fila);
      yield [plan.ids.log + i, e.nivel, e.tipo, e.mensaje, null, e.ip, fecha.toISOString(), e.usuario, null, anterior, hash];
      anterior = hash;
    }
  },
};
