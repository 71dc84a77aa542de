import type { Comprobacion } from './comprobaciones.js';
import { type Cluster, type Nodo, arrancarEtcd, balanceadorListo, lider, matarEtcd, recuperarNodo } from './fallas.js';
import { esperar, llamar } from './http.js';

/**
 * What Prometheus says during the soak's faults (issue 52 §5), asked of its API as an operator's
 * dashboard would: the alert of a lost PostgreSQL node fires and, once the node is back, resolves;
 * and etcd's quorum lost, which leaves no leader and an answer in Spanish, not a hang.
 */

interface Alerta {
  nombre: string;
  estado: string;
  instancia: string;
}

async function alertas(c: Cluster): Promise<Alerta[]> {
  const r = await llamar(`${c.prometheus}/api/v1/alerts`);
  if (r.status !== 200) return [];
  return (r.cuerpo?.data?.alerts ?? []).map((a: { labels: Record<string, string>; state: string }) => ({ nombre: a.labels.alertname!, estado: a.state, instancia: a.labels.instance ?? '' }));
}

/** Seconds until `cumple` holds of the alerts, polled every 2 s; null past `segundos`. */
async function hasta(c: Cluster, cumple: (a: Alerta[]) => boolean, segundos: number): Promise<number | null> {
  const desde = Date.now();
  while (Date.now() - desde < segundos * 1000) {
    if (cumple(await alertas(c))) return (Date.now() - desde) / 1000;
    await esperar(2000);
  }
  return null;
}

/**
 * After the leader node's loss: PostgresqlCaido (pg_up = 0 for a minute) fires for that node's
 * exporter; then the node comes back (its Patroni started again, it rejoins as a replica) and the
 * alert resolves. Runs beside the rest of the soak.
 */
export async function alertaDeNodoPerdido(c: Cluster, perdido: Nodo, log: (t: string) => void): Promise<Comprobacion> {
  const nombre = 'Prometheus avisa la pérdida del nodo (PostgresqlCaido) y la da por resuelta cuando vuelve';
  const instancia = `127.0.0.1:${perdido.exportador}`;
  const suya = (a: Alerta) => a.nombre === 'PostgresqlCaido' && a.instancia === instancia && a.estado === 'firing';
  const disparada = await hasta(c, (as) => as.some(suya), 150);
  if (disparada === null) return { nombre, fallas: [`PostgresqlCaido no se disparó para ${instancia} en 150 s`], detalle: '' };
  log(`Prometheus: PostgresqlCaido de ${perdido.nombre} disparada; el nodo vuelve`);
  const vuelta = await recuperarNodo(c, perdido);
  log(`${perdido.nombre} volvió como réplica en ${vuelta.toFixed(1)} s`);
  const resuelta = await hasta(c, (as) => !as.some((a) => a.nombre === 'PostgresqlCaido' && a.instancia === instancia), 90);
  return {
    nombre,
    fallas: resuelta === null ? [`PostgresqlCaido de ${instancia} sigue activa 90 s después de que ${perdido.nombre} volvió`] : [],
    detalle: `disparada ${disparada.toFixed(0)} s después de empezar a mirar; ${perdido.nombre} réplica de nuevo en ${vuelta.toFixed(0)} s; resuelta ${resuelta?.toFixed(0) ?? '—'} s después`,
  };
}

/**
 * etcd's quorum lost (two of its three members killed): Patroni's leader cannot renew its key and
 * steps down, so no node leads and the balancer has no door to write through; a sign-in answers a
 * Spanish 503 within its time limit (never hangs). With the members back, a leader again and the
 * sign-in served. One member lost alone is the soak's other fault: the cluster goes on.
 */
export async function quorumPerdido(c: Cluster, log: (t: string) => void): Promise<Comprobacion> {
  const nombre = 'sin quórum de etcd: ningún líder, un 503 en castellano (no una espera), y todo vuelve con etcd';
  const fallas: string[] = [];
  const ingreso = () => llamar(`${c.balanceador}/auth`, { json: { usuario: 'soak.quorum', contrasena: 'Ninguna.2026' } });
  const muertos = matarEtcd(c, 2);
  log(`kill -9 de ${muertos.join(' y ')}: etcd sin quórum`);
  const desde = Date.now();
  let respuesta: Awaited<ReturnType<typeof ingreso>> | null = null;
  while (Date.now() - desde < 90_000) {
    const r = await ingreso();
    if (r.status === 0) fallas.push(`un ingreso quedó sin respuesta 10 s a los ${((Date.now() - desde) / 1000).toFixed(0)} s`);
    if (r.status === 503) {
      respuesta = r;
      break;
    }
    await esperar(2000);
  }
  const sinLider = ((Date.now() - desde) / 1000).toFixed(0);
  if (!respuesta) fallas.push('ningún 503 en 90 s sin quórum');
  else if (respuesta.cuerpo?.code !== 'UNAVAILABLE' || !/no está disponible en este momento/.test(String(respuesta.cuerpo?.error))) fallas.push(`el 503 dice: ${JSON.stringify(respuesta.cuerpo).slice(0, 200)}`);
  // Patroni's leader steps down once it cannot renew its key (retry_timeout, at the latest the key's
  // ttl of deploy/patroni.yml): the 503 may come first, from the copies' own database checks.
  const plazoLider = Date.now() + 40_000;
  let quien = await lider(c);
  while (quien && Date.now() < plazoLider) {
    await esperar(1000);
    quien = await lider(c);
  }
  if (quien) fallas.push(`${quien.nombre} sigue como líder 40 s sin quórum`);
  const sinLiderA = ((Date.now() - desde) / 1000).toFixed(0);
  await arrancarEtcd(c, muertos);
  const vuelta = Date.now();
  await balanceadorListo(c, 120).catch((err: Error) => fallas.push(`tras volver etcd: ${err.message}`));
  // Served again once Patroni takes the lead back (its next loop): a wrong password is told (401),
  // or the account its attempts locked (423); until then the same Spanish 503.
  let despues = await ingreso();
  while (despues.status !== 401 && despues.status !== 423 && Date.now() - vuelta < 60_000) {
    await esperar(1000);
    despues = await ingreso();
  }
  if (despues.status !== 401 && despues.status !== 423) fallas.push(`60 s después de volver etcd, el ingreso responde ${despues.status}`);
  log(`etcd con quórum de nuevo; el ingreso atendido ${((Date.now() - vuelta) / 1000).toFixed(1)} s después`);
  return { nombre, fallas, detalle: `503 «${String(respuesta?.cuerpo?.error ?? '')}» a los ${sinLider} s, ningún líder a los ${sinLiderA} s; servicio de nuevo ${((Date.now() - vuelta) / 1000).toFixed(0)} s después de volver etcd` };
}
