import type { Correo } from '../../integrations/correo/client.js';

/** The sign-up's confirmation mail (Spanish, as every text the server writes). */
export const correoConfirmacion = (para: string, v: { usuario: string; razonSocial: string; nit: string; enlace: string; horas: number }): Correo => ({
  para,
  asunto: 'ProBolivia: confirme su cuenta de empleador',
  texto: [
    `Hola, ${v.usuario}:`,
    '',
    `Se registró una cuenta de empleador en ProBolivia para ${v.razonSocial} (NIT ${v.nit}).`,
    `Para confirmarla, abra este enlace (vence en ${v.horas} horas y sirve una sola vez):`,
    '',
    v.enlace,
    '',
    'Si usted no hizo este registro, ignore este correo: la cuenta no se activa.',
  ].join('\n'),
});
