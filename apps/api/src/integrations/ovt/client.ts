import { MENSAJES } from '@pb/contract/mensajes';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { callJson, unexpectedReply } from '../http.js';
import { servicio } from '../servicios.js';

/*
 * The OVT's contract (docs/decisions/020-ovt.md). The base URL and bearer token are those of the
 * servicios_iop row OVT; every call carries `Authorization: Bearer <token>` and answers JSON.
 *
 *   POST empleador   {nit}                     → {empleador: Empleador | null}
 *   GET  trabajadores?nit&matricula&pagina&limite
 *                                              → {encontrado, pagina, limite, total, trabajadores: Trabajador[]}
 *        pagina from 1, limite at most 1000; encontrado false (total 0) when the NIT has no such matrícula.
 *   POST titular     {nit, matricula, nroCi}   → {trabajador: Trabajador | null}
 *
 *   Empleador  {nit, razon_social, matriculas: [{matricula, sucursales: [Sucursal]}]}
 *   Sucursal   {id, nombre, direccion, dpa}
 *   Dpa        {departamento, provincia, municipio, codigoDpa} (the official municipality code)
 *   Trabajador {id, nro_documento, complemento, nombres, primer_apellido, segundo_apellido,
 *               fecha_nacimiento (yyyy-mm-dd), genero (F|M), caja_salud, nro_seguro, cargo,
 *               fecha_ingreso (yyyy-mm-dd), sucursal {id, nombre}, dpa, aguinaldo, celular}
 *              `id` is the employment's id in the OVT (one person employed twice has two);
 *              `aguinaldo` is a decimal text ("4250.50") or null when not yet declared;
 *              `celular` is null when the worker declared none; missing values are null.
 *
 * Not found is a 200 with null (or encontrado false); any error status, unreadable JSON or another
 * shape is a 502, and no answer within the time limit a 503 (integrations/http.ts).
 */
const SISTEMA = 'OVT';
/** The largest page the contract allows: a 20,000-worker employer is 20 calls, never one giant answer. */
export const LIMITE_PAGINA = 1000;

const texto = z.string().nullish().transform((v) => (v?.trim() ? v.trim() : null));
const fechaIso = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const dpaSchema = z.object({ departamento: z.string(), provincia: z.string(), municipio: z.string(), codigoDpa: z.string().regex(/^\d{6}$/) });

const sucursalSchema = z.object({ id: z.number().int(), nombre: z.string().min(1), direccion: texto, dpa: dpaSchema.nullish().transform((v) => v ?? null) });

const empleadorSchema = z.object({
  nit: z.union([z.string().min(1), z.number()]).transform(String),
  razon_social: z.string().min(1),
  matriculas: z.array(z.object({ matricula: z.string().min(1), sucursales: z.array(sucursalSchema) })),
});

const trabajadorSchema = z.object({
  id: z.number().int(),
  nro_documento: z.union([z.string().min(1), z.number()]).transform(String),
  complemento: texto,
  nombres: z.string().min(1),
  primer_apellido: texto,
  segundo_apellido: texto,
  fecha_nacimiento: fechaIso,
  genero: z.enum(['F', 'M']).nullish().transform((v) => v ?? null),
  caja_salud: texto,
  nro_seguro: texto,
  cargo: texto,
  fecha_ingreso: fechaIso.nullish().transform((v) => v ?? null),
  sucursal: z.object({ id: z.number().int(), nombre: z.string().min(1) }),
  dpa: dpaSchema.nullish().transform((v) => v ?? null),
  // Money is text end to end (DOMAIN §4): never a float between the registry and the ledger.
  aguinaldo: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/).nullable(),
  celular: texto,
});

const empleadorReplySchema = z.object({ empleador: empleadorSchema.nullable() });
const titularReplySchema = z.object({ trabajador: trabajadorSchema.nullable() });
const paginaReplySchema = z.object({
  encontrado: z.boolean(),
  pagina: z.number().int().min(1),
  limite: z.number().int().min(1),
  total: z.number().int().min(0),
  trabajadores: z.array(trabajadorSchema),
});

/** What the OVT sends, as a simulator must write it. */
export type EmpleadorContrato = z.input<typeof empleadorSchema>;
export type TrabajadorContrato = z.input<typeof trabajadorSchema>;

export type EmpleadorOvt = z.output<typeof empleadorSchema>;
export type SucursalOvt = z.output<typeof sucursalSchema>;
/** A worker as the OVT has it, with the titular's full name of spec §3. */
export type TrabajadorOvt = z.output<typeof trabajadorSchema> & { nombre_completo: string };
export interface PaginaTrabajadores {
  pagina: number;
  limite: number;
  total: number;
  trabajadores: TrabajadorOvt[];
}

const conNombreCompleto = (t: z.output<typeof trabajadorSchema>): TrabajadorOvt => ({
  ...t,
  nombre_completo: [t.nombres, t.primer_apellido, t.segundo_apellido].filter(Boolean).join(' '),
});

/** A worker as the contract writes it, read as the client reads it (the demo seed reads the registry in-process). */
export const leerTrabajador = (contrato: TrabajadorContrato): TrabajadorOvt => conNombreCompleto(trabajadorSchema.parse(contrato));

/** The OVT labour registry over real HTTP; its URL and token come from the integration-services table (codigo OVT). */
export class OvtClient {
  constructor(
    private readonly db: Executor,
    private readonly timeoutMs: number,
  ) {}

  /** The employer with this NIT, its matrículas and their branches; null when the OVT has none. */
  async empleador(nit: string): Promise<EmpleadorOvt | null> {
    const reply = await this.llamar('empleador', { method: 'POST', body: { nit } }, empleadorReplySchema);
    return reply.empleador;
  }

  /** The worker with this document under the employer's matrícula; null when the OVT has none. */
  async titular(nit: string, matricula: string, nroCi: string): Promise<TrabajadorOvt | null> {
    const reply = await this.llamar('titular', { method: 'POST', body: { nit, matricula, nroCi } }, titularReplySchema);
    return reply.trabajador && conNombreCompleto(reply.trabajador);
  }

  /** One page of a matrícula's workers (from 1); null when the NIT has no such matrícula. */
  async trabajadores(nit: string, matricula: string, pagina = 1, limite = LIMITE_PAGINA): Promise<PaginaTrabajadores | null> {
    const params = new URLSearchParams({ nit, matricula, pagina: String(pagina), limite: String(limite) });
    const reply = await this.llamar(`trabajadores?${params}`, {}, paginaReplySchema);
    if (!reply.encontrado) return null;
    if (reply.trabajadores.length > limite) throw unexpectedReply(SISTEMA, { problema: 'página más larga que el límite pedido', limite, recibidos: reply.trabajadores.length });
    return { pagina: reply.pagina, limite: reply.limite, total: reply.total, trabajadores: reply.trabajadores.map(conNombreCompleto) };
  }

  /**
   * Every worker of a matrícula, one page at a time, so that a sync holds one page in memory however
   * large the employer. An unknown NIT or matrícula is a 404: a sync must not read it as "no workers".
   */
  async *trabajadoresDe(nit: string, matricula: string, limite = LIMITE_PAGINA): AsyncGenerator<TrabajadorOvt[], void, undefined> {
    for (let pagina = 1; ; pagina++) {
      const p = await this.trabajadores(nit, matricula, pagina, limite);
      if (!p) {
        if (pagina === 1) throw new AppError('NOT_FOUND', MENSAJES.ovtMatriculaNoRegistrada({ matricula, nit }));
        throw unexpectedReply(SISTEMA, { problema: 'la matrícula desapareció a mitad de la lista', nit, matricula, pagina });
      }
      if (p.trabajadores.length) yield p.trabajadores;
      // The registry's own page size: one that caps `limite` lower still pages right. Stops on the
      // total as well as on a short page, so that a registry that keeps answering full pages cannot loop forever.
      if (p.trabajadores.length < p.limite || pagina * p.limite >= p.total) return;
    }
  }

  private async llamar<S extends z.ZodType>(ruta: string, init: { method?: 'GET' | 'POST'; body?: unknown }, schema: S): Promise<z.output<S>> {
    const { url, token } = await servicio(this.db, 'OVT', SISTEMA);
    return callJson(`${url}${ruta}`, init, { sistema: SISTEMA, token, timeoutMs: this.timeoutMs }, schema);
  }
}
