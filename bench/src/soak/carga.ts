import { centavosADecimal, decimalACentavos } from '@pb/contract';
import { hacerPdf } from '../../../apps/api/src/test/pdf.js';
import { Cliente, esperar, llamar } from './http.js';

/**
 * The soak's users, on the demo data the cluster loads: programme staff reading their lists, an
 * employer creating payrolls and paying them with payment codes (the bank simulator pays, with one,
 * two or no notifications), a provider's system selling with its API token (SMS code, sale, a
 * retried sale, receipt PDF, reverse), a cashier looking a beneficiary up, a public body uploading C31
 * PDFs, the employer validating its payroll CSV, and people signing in from many addresses.
 * Everything acknowledged is kept for the checks.
 */

const CLAVE = 'Demo.2026';
const DOCUMENTO_VENTA = '3678446';
const CELULAR_VENTA = '65151918';
const NIT_PROVEEDOR = '1020304050';
const NIT_EMPLEADOR = '2030405060';
const PUNTO_DE_VENTA = 9;
const TOKEN_SMS = 'token-simulador-sms';

const TRABAJADORES = `query { beneficiariasPorEntidad(limit: 10, page: 1) { count rows { id beneficiaria_datos_estado beneficiaria_datos_persona_nro_documento } } }`;
const PLANILLAS = `query { planillas(limit: 10, page: 1) { count rows { id nombre monto_total estado cpt } } }`;
const PENDIENTES = `query ($limit: Int) { beneficiariasNoEnPlanillasPorEntidad(limit: $limit, page: 1) { count pagables monto_total rows { id monto } } }`;
const BENEFICIARIAS = `query { beneficiarias(limit: 10, page: 1, estado: "ACTIVO") { count rows { id estado persona_t_nro_documento } } }`;
const LOGS = `query { logs(limit: 10, page: 1, order: "-fecha") { count rows { id nivel mensaje fecha } } }`;
const PAGOS = `query { pagos(limit: 10) { count rows { id estado monto } } }`;
const ENTIDAD = `query ($nit: String) { entidades(nit: $nit) { rows { id nombre } } }`;
const PLANILLA_ADD = `mutation ($sucursalPago: ID!, $montoTotal: String!, $nombre: String!, $lista: [PlanillaLineaInput!]) {
  planillaAdd(sucursalPago: $sucursalPago, montoTotal: $montoTotal, tipo: "MENSUAL", nombre: $nombre, lista: $lista) { id } }`;
const CPT_ADD = 'mutation ($lista: [PlanillaCptInput!]!) { planillaCptAdd(lista: $lista) { idCpt codigo monto vence } }';

export interface Actores {
  tokens: Record<'admin' | 'programa' | 'operador' | 'empleador' | 'proveedor' | 'cajero' | 'publica' | 'consulta', string>;
  tokenApi: string;
  idEmpleador: number;
  sucursalPago: number;
  producto: number;
  csvPlanilla: Buffer;
}

/** What the soak was told was done: the checks look for each exactly once. */
export interface Acuses {
  ventas: Map<string, { id: number; revertida: boolean }>;
  /** Sales sent and never answered: present at most once. */
  ventasSinRespuesta: Set<string>;
  /** Payrolls whose code the bank paid: PAGADO at the end, credited once. */
  pagadas: Map<number, { codigo: string; entrega: string }>;
  /** Payrolls whose code expired at the platform: the polling job frees them (CREADO, nothing credited). */
  vencidas: Set<number>;
  /** Payments to providers the settlements answered (three at once, through different copies). */
  liquidados: number;
  /** Payrolls with a code requested while the platform was down: the job issues it later. */
  sinCodigo: Set<number>;
  subidas: Set<string>;
  /** A retried sale that answered another sale, a receipt that was not a PDF… */
  anomalias: string[];
}

export async function ingresar(c: Cliente, usuario: string, nit?: string): Promise<string> {
  const r = nit ? await c.pedir('ingreso', 'POST', '/auth/nit', { json: { nit, usuario, password: CLAVE } }) : await c.pedir('ingreso', 'POST', '/auth', { json: { usuario, contrasena: CLAVE } });
  const token = r.json()?.token;
  if (r.status !== 200 || !token) throw new Error(`ingreso de ${usuario}: ${r.status} ${r.cuerpo.toString().slice(0, 200)}`);
  return token as string;
}

async function datos<T>(r: Promise<import('./http.js').Respuesta>, que: string): Promise<T> {
  const res = await r;
  const cuerpo = res.json();
  if (res.status !== 200 || cuerpo?.errors) throw new Error(`${que}: ${res.status} ${res.cuerpo.toString().slice(0, 300)}`);
  return (cuerpo.data ?? cuerpo) as T;
}

export async function prepararActores(c: Cliente): Promise<Actores> {
  const tokens = {} as Actores['tokens'];
  for (const u of ['admin', 'programa', 'operador', 'cajero', 'publica', 'consulta'] as const) tokens[u] = await ingresar(c, u);
  tokens.empleador = await ingresar(c, 'empleador', NIT_EMPLEADOR);
  tokens.proveedor = await ingresar(c, 'proveedor', NIT_PROVEEDOR);
  const proveedor = await datos<{ entidades: { rows: Array<{ id: string }> } }>(c.graphql('preparacion', tokens.admin, ENTIDAD, { nit: NIT_PROVEEDOR }), 'entidad del proveedor');
  const empleador = await datos<{ entidades: { rows: Array<{ id: string }> } }>(c.graphql('preparacion', tokens.admin, ENTIDAD, { nit: NIT_EMPLEADOR }), 'entidad del empleador');
  const idEmpleador = Number(empleador.entidades.rows[0]!.id);
  const token = await datos<{ token: string }>(c.pedir('preparacion', 'POST', '/api/v1/clientes/tokens', { token: tokens.admin, json: { idEntidad: Number(proveedor.entidades.rows[0]!.id) } }), 'token de API');
  const sucursales = await datos<{ rows: Array<{ id: number }> }>(c.pedir('preparacion', 'GET', `/api/v1/entidades/${idEmpleador}/sucursales`, { token: tokens.empleador }), 'sucursales de pago');
  const productos = await datos<{ datos: Array<{ id: number; precio: string }> }>(c.pedir('preparacion', 'GET', '/api/v1/ventas/productos', { token: token.token }), 'productos');
  const barato = [...productos.datos].sort((a, b) => decimalACentavos(a.precio) - decimalACentavos(b.precio))[0]!;
  const csv = await c.pedir('preparacion', 'GET', `/api/v1/beneficiarias/descargarTrabajadoresCsvPlanillas/${idEmpleador}/creado`, { token: tokens.empleador });
  if (csv.status !== 200) throw new Error(`CSV de la planilla: ${csv.status}`);
  return { tokens, tokenApi: token.token, idEmpleador, sucursalPago: sucursales.rows[0]!.id, producto: barato.id, csvPlanilla: csv.cuerpo };
}

export function nuevosAcuses(): Acuses {
  return { ventas: new Map(), ventasSinRespuesta: new Set(), pagadas: new Map(), vencidas: new Set(), liquidados: 0, sinCodigo: new Set(), subidas: new Set(), anomalias: [] };
}

/** One list read of a role, picked at random: the bulk of the traffic. */
export function lectura(c: Cliente, a: Actores): Promise<unknown> {
  const lecturas: Array<() => Promise<unknown>> = [
    () => c.graphql('lectura:trabajadores', a.tokens.empleador, TRABAJADORES),
    () => c.graphql('lectura:planillas', a.tokens.empleador, PLANILLAS),
    () => c.graphql('lectura:pendientes', a.tokens.empleador, PENDIENTES, { limit: 10 }),
    () => c.graphql('lectura:planillas', a.tokens.publica, PLANILLAS),
    () => c.graphql('lectura:beneficiarias', a.tokens.operador, BENEFICIARIAS),
    () => c.graphql('lectura:bitacora', a.tokens.consulta, LOGS),
    () => c.graphql('lectura:pagos', a.tokens.proveedor, PAGOS),
    () => c.graphql('lectura:pagos', a.tokens.programa, PAGOS),
    () => c.pedir('lectura:menu', 'GET', '/api/system/menu', { token: a.tokens.cajero }),
  ];
  return lecturas[Math.floor(Math.random() * lecturas.length)]!();
}

/** A sign-in of a demo account from one of the many addresses (each under its own per-address allowance). */
export function ingreso(c: Cliente, n: number): Promise<unknown> {
  const cuentas = ['programa', 'operador', 'cajero', 'publica', 'consulta'];
  return c.pedir('ingreso', 'POST', '/auth', { json: { usuario: cuentas[n % cuentas.length], contrasena: CLAVE }, desde: n });
}

/** The cashier looks the beneficiary up (limited per cashier and minute: the caller keeps under it). */
export function consultaCajero(c: Cliente, a: Actores): Promise<unknown> {
  return c.pedir('cajero:consulta', 'GET', `/api/v1/ventas/beneficiaria?nro_documento=${DOCUMENTO_VENTA}`, { token: a.tokens.cajero });
}

/** A C31 form's PDF uploaded by the public body (into the bucket, through whichever copy). */
export async function subidaPdf(c: Cliente, a: Actores, acuses: Acuses, n: number, prefijo: string): Promise<void> {
  // Files are stored by their content: each upload is a form of its own.
  const pdf = Buffer.from(await hacerPdf(`FORMULARIO C31 ${prefijo} ${n}`));
  const { cuerpo, tipo } = await multipart('c31', 'formulario-c31.pdf', 'application/pdf', pdf);
  const r = await c.pedir('subida:pdf', 'POST', '/api/v1/beneficiarias/subir_pdf', { token: a.tokens.publica, cuerpo, tipoContenido: tipo });
  const nombre = r.json()?.nombre;
  if (r.status === 200 && typeof nombre === 'string') acuses.subidas.add(nombre);
}

/** The employer's payroll CSV checked by the server (the upload's first step: nothing written). */
export async function subidaCsv(c: Cliente, a: Actores): Promise<void> {
  const { cuerpo, tipo } = await multipart('archivo', 'planilla.csv', 'text/csv', a.csvPlanilla);
  await c.pedir('subida:csv', 'POST', '/api/v1/beneficiarias/csv', { token: a.tokens.empleador, cuerpo, tipoContenido: tipo });
}

async function multipart(campo: string, nombre: string, tipo: string, datos: Buffer) {
  const form = new FormData();
  form.append(campo, new Blob([new Uint8Array(datos)], { type: tipo }), nombre);
  const req = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return { cuerpo: Buffer.from(await req.arrayBuffer()), tipo: req.headers.get('content-type')! };
}

/**
 * One sale at the counter, as a provider's system makes it: an SMS code, the sale, the same sale sent
 * again (a retry after a cut answers the same sale), its receipt, and its reverse (the balance stays).
 * Sales are made one at a time: a new code replaces the previous one.
 */
export async function venta(c: Cliente, a: Actores, simuladores: string, acuses: Acuses, n: number, prefijo: string): Promise<void> {
  const codigo = await c.pedir('venta:codigo', 'POST', '/api/v1/ventas/codigo', { token: a.tokenApi, json: { id_sucursal: PUNTO_DE_VENTA, nro_documento: DOCUMENTO_VENTA } });
  // Refused (the database away, a 503 in a moment): the cashier tries again shortly, not at once a thousand times.
  if (codigo.status !== 200) {
    await esperar(500);
    return;
  }
  const sms = await llamar(`${simuladores}/sms/v1/mensajes/${CELULAR_VENTA}`, { token: TOKEN_SMS });
  // The newest message with a code: a notice (decision 082) may have come after it.
  const mensajes: Array<{ texto: string }> = sms.cuerpo?.mensajes ?? [];
  const clave = mensajes.map((m) => m.texto.match(/\b\d{6}\b/)?.[0]).find(Boolean);
  if (!clave) return;
  const idTransaccion = `${prefijo}-${n}`;
  const cuerpo = { id_sucursal: PUNTO_DE_VENTA, nro_documento: DOCUMENTO_VENTA, id_transaccion: idTransaccion, codigo: clave, items: [{ id_alimento: a.producto, cantidad: 1 }] };
  let hecha: { id: number } | null = null;
  // A sale without an answer is sent again, as a cashier's system does after a cut; it is never charged twice.
  for (let intento = 0; intento < 4 && !hecha; intento++) {
    if (intento > 0) await esperar(2000);
    const r = await c.pedir(intento === 0 ? 'venta:venta' : 'venta:reintento', 'POST', '/api/v1/ventas', { token: a.tokenApi, json: cuerpo });
    if (r.status === 200) hecha = r.json().datos;
    else if (r.status > 0 && r.status < 500) return;
  }
  if (!hecha) {
    acuses.ventasSinRespuesta.add(idTransaccion);
    return;
  }
  acuses.ventas.set(idTransaccion, { id: hecha.id, revertida: false });
  const otra = await c.pedir('venta:reintento', 'POST', '/api/v1/ventas', { token: a.tokenApi, json: cuerpo });
  if (otra.status === 200 && otra.json().datos?.id !== hecha.id) acuses.anomalias.push(`la venta ${idTransaccion} repetida respondió la venta ${otra.json().datos?.id}, no ${hecha.id}`);
  const recibo = await c.pedir('venta:recibo', 'GET', `/api/v1/ventas/${hecha.id}/recibo`, { token: a.tokenApi, cabeceras: { accept: 'application/pdf' } });
  if (recibo.status === 200 && recibo.cuerpo.subarray(0, 5).toString() !== '%PDF-') acuses.anomalias.push(`el recibo de la venta ${hecha.id} no es un PDF`);
  await revertir(c, a, acuses, idTransaccion);
}

export async function revertir(c: Cliente, a: Actores, acuses: Acuses, idTransaccion: string): Promise<boolean> {
  const r = await c.pedir('venta:reverso', 'POST', `/api/v1/ventas/${idTransaccion}/reverso`, { token: a.tokenApi });
  if (r.status === 200) acuses.ventas.get(idTransaccion)!.revertida = true;
  return r.status === 200;
}

/**
 * One payroll of the employer's pending workers (one or two), its payment code, and the bank's
 * payment through the simulator with one notification, two, or none (then the polling job settles
 * it). A code asked for while the platform is down comes later from the job. False: nobody left.
 */
export async function planilla(c: Cliente, a: Actores, simuladores: string, acuses: Acuses, n: number, prefijo: string): Promise<boolean> {
  const p = await c.graphql('planilla:pendientes', a.tokens.empleador, PENDIENTES, { limit: 50 });
  const pendientes = p.json()?.data?.beneficiariasNoEnPlanillasPorEntidad;
  if (!pendientes) return true;
  // One or two of the workers with a bonus to pay (a worker without one has no amount).
  const filas = (pendientes.rows as Array<{ id: string; monto: string | null }>).filter((f): f is { id: string; monto: string } => f.monto !== null && decimalACentavos(f.monto) > 0).slice(0, 1 + (n % 2));
  if (filas.length === 0) return false;
  const total = filas.reduce((s, f) => s + decimalACentavos(f.monto), 0);
  const alta = await c.graphql('planilla:crear', a.tokens.empleador, PLANILLA_ADD, {
    sucursalPago: String(a.sucursalPago),
    montoTotal: centavosADecimal(total),
    nombre: `${prefijo} ${n}`,
    lista: filas.map((f) => ({ idBeneficiaria: f.id, monto: f.monto })),
  });
  const id = alta.json()?.data?.planillaAdd?.id;
  if (!id) return true;
  const cpt = await c.graphql('planilla:codigo', a.tokens.empleador, CPT_ADD, { lista: [{ idPlanilla: String(id), montoTotal: centavosADecimal(total) }] });
  const codigo: string | null | undefined = cpt.json()?.data?.planillaCptAdd?.codigo;
  if (codigo) await pagarEnBanco(simuladores, acuses, Number(id), codigo, n);
  else if (cpt.status === 200 || cpt.status >= 500 || cpt.status === 0) acuses.sinCodigo.add(Number(id));
  return true;
}

/** The bank pays the code; the platform notifies once (most), twice, or never; one code in ten expires unpaid instead. */
export async function pagarEnBanco(simuladores: string, acuses: Acuses, idPlanilla: number, codigo: string, n: number): Promise<void> {
  if (n % 10 === 9) {
    const v = await llamar(`${simuladores}/pagos/v1/cpt/${codigo}/vencer`, { json: {} });
    if (v.status === 200) acuses.vencidas.add(idPlanilla);
    return;
  }
  const entrega = n % 7 === 3 ? 'DOBLE' : n % 7 === 5 ? 'NINGUNA' : 'UNA';
  const r = await llamar(`${simuladores}/pagos/v1/cpt/${codigo}/pagar`, { json: { notificacion: entrega } });
  if (r.status === 200) acuses.pagadas.set(idPlanilla, { codigo, entrega });
}

/** "Liquidar ventas" three times at once (the balancer spreads them over the copies): each past sale is paid once. */
export async function liquidaciones(c: Cliente, a: Actores, acuses: Acuses): Promise<void> {
  const r = await Promise.all([0, 1, 2].map(() => c.pedir('liquidacion', 'POST', '/api/v1/pagos/liquidar', { token: a.tokens.programa, json: {} })));
  for (const x of r) if (x.status === 200) acuses.liquidados += Number(x.json()?.pagos ?? 0);
}
