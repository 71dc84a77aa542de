import { formatoBs, relojBolivia, type TipoNotificacion } from '@pb/contract';

/**
 * The texts of the notification mails (issue 35 §3, decision 065), in Spanish as every text the
 * server writes, under the programme's header. Amounts are the stored decimal text ('106.30'),
 * written the Bolivian way; times are Bolivia's.
 */

export const CABECERA = ['PROGRAMA PROBOLIVIA — Esfuerzo por Bolivia', 'Estado Plurinacional de Bolivia', '────────────────────────────────────────'];
const PIE = ['', '────────────────────────────────────────', 'Este es un aviso automático de ProBolivia; no responda a este correo.', 'Puede dejar de recibir este tipo de aviso en «Mi cuenta» del sistema.'];

/** An event as it will be told: the same subject and body for every recipient, after their greeting. */
export interface Aviso {
  tipo: TipoNotificacion;
  /** The event's key, unique per event: a repeated change enqueues it once per user. */
  clave: string;
  asunto: string;
  lineas: string[];
}

/** '2026-11-23 12:00' in Bolivia. */
const hora = (d: Date) => `${relojBolivia(d).slice(0, 10)} ${relojBolivia(d).slice(11, 16)} (hora de Bolivia)`;

/** The mail for one recipient, greeted by her name (her username only when no person is linked). */
export function textoPara(nombre: string, aviso: Aviso): string {
  return [...CABECERA, '', `Hola, ${nombre}:`, '', ...aviso.lineas, ...PIE].join('\n');
}

export const avisos = {
  cptEmitido: (c: { id: number; codigo: string; monto: string; vence: Date }): Aviso => ({
    tipo: 'CPT_EMITIDO',
    clave: `cpt:${c.id}:EMITIDO`,
    asunto: `ProBolivia: código de pago ${c.codigo} emitido`,
    lineas: [`Se emitió el código de pago ${c.codigo} por ${formatoBs(c.monto)}.`, `Páguelo antes de su vencimiento: ${hora(c.vence)}.`, 'Al pagarse, sus planillas quedan pagadas y el bono se abona a cada beneficiaria.'],
  }),
  cptPorVencer: (c: { id: number; codigo: string; monto: string; vence: Date }): Aviso => ({
    tipo: 'CPT_POR_VENCER',
    clave: `cpt:${c.id}:POR_VENCER`,
    asunto: `ProBolivia: el código de pago ${c.codigo} vence en menos de 24 horas`,
    lineas: [`El código de pago ${c.codigo} por ${formatoBs(c.monto)} vence el ${hora(c.vence)} y aún no se pagó.`, 'Si vence sin pago, sus planillas vuelven a estado CREADO y deberá pedir un código nuevo.'],
  }),
  cptVencido: (c: { id: number; codigo: string; monto: string }): Aviso => ({
    tipo: 'CPT_VENCIDO',
    clave: `cpt:${c.id}:VENCIDO`,
    asunto: `ProBolivia: el código de pago ${c.codigo} venció`,
    lineas: [`El código de pago ${c.codigo} por ${formatoBs(c.monto)} venció sin pago.`, 'Sus planillas volvieron a estado CREADO: puede pedir un código nuevo para pagarlas.'],
  }),
  planillasPagadas: (c: { id: number; codigo: string; monto: string; planillas: string[] }): Aviso => ({
    tipo: 'PLANILLA_PAGADA',
    clave: `cpt:${c.id}:PAGADO`,
    asunto: `ProBolivia: planilla pagada con el código ${c.codigo}`,
    lineas: [`Se recibió el pago del código ${c.codigo} por ${formatoBs(c.monto)}.`, 'Quedaron pagadas estas planillas, con el bono abonado a cada beneficiaria:', ...c.planillas.map((p) => `  · ${p}`)],
  }),
  c31Aprobado: (f: { id: number; c31: string; planilla: string }): Aviso => ({
    tipo: 'C31_APROBADO',
    clave: `c31:${f.id}:APROBADO`,
    asunto: `ProBolivia: formulario C31 ${f.c31} aprobado`,
    lineas: [`El programa aprobó el formulario C31 ${f.c31}.`, `La planilla «${f.planilla}» quedó pagada, con el bono abonado a cada beneficiaria.`],
  }),
  c31Rechazado: (f: { id: number; c31: string; planilla: string; observacion: string }): Aviso => ({
    tipo: 'C31_RECHAZADO',
    clave: `c31:${f.id}:RECHAZADO`,
    asunto: `ProBolivia: formulario C31 ${f.c31} rechazado`,
    lineas: [`El programa rechazó el formulario C31 ${f.c31}.`, `Motivo: ${f.observacion}`, `La planilla «${f.planilla}» volvió a estado CREADO: puede pagarla con otro formulario.`],
  }),
  pagoEnviado: (p: { id: number; monto: string; desde: string; hasta: string }): Aviso => ({
    tipo: 'PAGO_ENVIADO',
    clave: `pago:${p.id}:ENVIADO`,
    asunto: `ProBolivia: pago N.º ${p.id} enviado al tesoro`,
    lineas: [`Se liquidaron sus ventas del ${p.desde} al ${p.hasta}: el pago N.º ${p.id} por ${formatoBs(p.monto)} se envía al tesoro.`, 'Le avisaremos cuando el tesoro lo pague u observe.'],
  }),
  pagoPagado: (p: { id: number; monto: string; desde: string; hasta: string }): Aviso => ({
    tipo: 'PAGO_PAGADO',
    clave: `pago:${p.id}:PAGADO`,
    asunto: `ProBolivia: pago N.º ${p.id} pagado`,
    lineas: [`El tesoro pagó el pago N.º ${p.id} por ${formatoBs(p.monto)} (ventas del ${p.desde} al ${p.hasta}).`],
  }),
  pagoObservado: (p: { id: number; monto: string; desde: string; hasta: string; observacion: string | null }): Aviso => ({
    tipo: 'PAGO_OBSERVADO',
    clave: `pago:${p.id}:OBSERVADO`,
    asunto: `ProBolivia: pago N.º ${p.id} observado`,
    lineas: [`El tesoro observó el pago N.º ${p.id} por ${formatoBs(p.monto)} (ventas del ${p.desde} al ${p.hasta}).`, `Observación: ${p.observacion ?? 'sin detalle'}`, 'Revise los datos de su cuenta bancaria con el programa.'],
  }),
};
