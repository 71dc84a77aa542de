import type { Correo } from '../../integrations/correo/client.js';

/** The recovery mail (Spanish, as every text the server writes). */
export const correoRecuperacion = (para: string, usuario: string, enlace: string, minutos: number): Correo => ({
  para,
  asunto: 'ProBolivia: cambio de contraseña',
  texto: [
    `Hola, ${usuario}:`,
    '',
    'Recibimos una solicitud para cambiar la contraseña de su cuenta en ProBolivia.',
    `Para crear una nueva contraseña, abra este enlace (vence en ${minutos} minutos y sirve una sola vez):`,
    '',
    enlace,
    '',
    'Si usted no lo pidió, ignore este correo: su contraseña no cambia.',
  ].join('\n'),
});
