import { diaMesAnio, formatoMonto, type IdiomaSms } from '@pb/contract';

/**
 * The texts of the beneficiaries' SMS notices (issue 55 §3, decision 082), in the three languages of
 * the app: said only here, by the server, to a phone (the browser never shows them, so they are not
 * in its catalogues nor in the messages the browser translates). Each fits one SMS of 160 characters:
 * the subsidy's name is shortened when it would not. Her first name is the only personal data.
 */
export type AvisoSms =
  | { tipo: 'ABONO'; nombre: string; subsidio: string; monto: string; saldo: string }
  | { tipo: 'ENTREGA'; nombre: string; subsidio: string; asignacion: number; hasta: string }
  | { tipo: 'BLOQUEO'; nombre: string; estado: EstadoAvisado }
  | { tipo: 'BAJA' }
  | { tipo: 'ALTA' };

export type TipoAvisoSms = AvisoSms['tipo'];

/** The beneficiary states she is told of (DOMAIN.md §3): the two blocks and the programme's suspension. */
export const ESTADOS_AVISADOS = ['BLOQUEADO_INTENTOS', 'BLOQUEADO_CAMBIO_CELULAR', 'SUSPENDIDO'] as const;
export type EstadoAvisado = (typeof ESTADOS_AVISADOS)[number];

export const LARGO_SMS = 160;

interface Textos {
  abono: (v: { nombre: string; subsidio: string; monto: string; saldo: string }) => string;
  entrega: (v: { nombre: string; subsidio: string; asignacion: number; hasta: string }) => string;
  bloqueo: Record<EstadoAvisado, (nombre: string) => string>;
  baja: string;
  alta: string;
}

const TEXTOS: Record<IdiomaSms, Textos> = {
  es: {
    abono: (v) => `ProBolivia: ${v.nombre}, se acreditó Bs ${v.monto} a su ${v.subsidio}. Saldo: Bs ${v.saldo}. Para no recibir avisos responda BAJA.`,
    entrega: (v) => `ProBolivia: ${v.nombre}, desde hoy puede recoger la entrega ${v.asignacion} de ${v.subsidio}, hasta el ${v.hasta}. Para no recibir avisos responda BAJA.`,
    bloqueo: {
      BLOQUEADO_INTENTOS: (n) => `ProBolivia: ${n}, su cuenta se bloqueó tras 3 códigos o tarjetas incorrectos seguidos. Acuda a un punto de atención para desbloquearla.`,
      BLOQUEADO_CAMBIO_CELULAR: (n) => `ProBolivia: ${n}, su cuenta se bloqueó porque cambió su número de celular. Verifíquelo en un punto de atención para volver a comprar.`,
      SUSPENDIDO: (n) => `ProBolivia: ${n}, el programa suspendió su cuenta. Consulte en su oficina regional.`,
    },
    baja: 'ProBolivia: ya no recibirá avisos por SMS. Responda ALTA para volver a recibirlos.',
    alta: 'ProBolivia: volverá a recibir avisos por SMS. Responda BAJA para dejar de recibirlos.',
  },
  en: {
    abono: (v) => `ProBolivia: ${v.nombre}, Bs ${v.monto} was credited to your ${v.subsidio}. Balance: Bs ${v.saldo}. Reply BAJA to stop these messages.`,
    entrega: (v) => `ProBolivia: ${v.nombre}, from today you can collect delivery ${v.asignacion} of ${v.subsidio}, until ${v.hasta}. Reply BAJA to stop these messages.`,
    bloqueo: {
      BLOQUEADO_INTENTOS: (n) => `ProBolivia: ${n}, your account was blocked after 3 wrong codes or cards in a row. Go to a service point to unblock it.`,
      BLOQUEADO_CAMBIO_CELULAR: (n) => `ProBolivia: ${n}, your account was blocked because your mobile number changed. Verify it at a service point to buy again.`,
      SUSPENDIDO: (n) => `ProBolivia: ${n}, the programme suspended your account. Ask at your regional office.`,
    },
    baja: 'ProBolivia: you will no longer receive SMS notices. Reply ALTA to receive them again.',
    alta: 'ProBolivia: you will receive SMS notices again. Reply BAJA to stop them.',
  },
  ay: {
    abono: (v) => `ProBolivia: ${v.nombre}, ${v.subsidio} ukarux Bs ${v.monto} qullqiw uchatawa. Qullqima: Bs ${v.saldo}. Jan yatiyawinak katuqañatakix BAJA qillqt'am.`,
    entrega: (v) => `ProBolivia: ${v.nombre}, jichhürutpach ${v.subsidio} ${v.asignacion} churawim apsusma, ${v.hasta} urkama. Jan yatiyawinak katuqañatakix BAJA qillqt'am.`,
    bloqueo: {
      BLOQUEADO_INTENTOS: (n) => `ProBolivia: ${n}, cuentamax jark'atawa, 3 pantja códigos jan ukax tarjetanak layku. Jist'arañatakix mä punto de atención ukar saram.`,
      BLOQUEADO_CAMBIO_CELULAR: (n) => `ProBolivia: ${n}, cuentamax jark'atawa, celular jakhüwim mayjt'atap layku. Wasitat alañatakix mä punto de atención ukan uñacht'ayam.`,
      SUSPENDIDO: (n) => `ProBolivia: ${n}, programax cuentam suyt'ayi. Regional oficinaman jiskht'am.`,
    },
    baja: "ProBolivia: janiw juk'amp SMS yatiyawinak katuqkätati. Wasitat katuqañatakix ALTA qillqt'am.",
    alta: "ProBolivia: wasitat SMS yatiyawinak katuqäta. Jan katuqañatakix BAJA qillqt'am.",
  },
};

/** Her first name as a notice greets her: the first of her names, capitalised ("ANA MARÍA" → "Ana"). */
export function primerNombre(nombres: string | null | undefined): string {
  const primero = (nombres ?? '').trim().split(/\s+/)[0] ?? '';
  return primero ? (primero.charAt(0).toLocaleUpperCase('es') + primero.slice(1).toLocaleLowerCase('es')).slice(0, 20) : '';
}

/** A subsidy's name cut to `largo` characters, with an ellipsis when cut. */
const acortar = (nombre: string, largo: number) => (nombre.length <= largo ? nombre : `${nombre.slice(0, Math.max(1, largo - 1))}…`);

/** A text that names a subsidy, its name shortened until the whole fits one SMS. */
function conSubsidio(escribir: (subsidio: string) => string, subsidio: string): string {
  const completo = escribir(subsidio);
  if (completo.length <= LARGO_SMS) return completo;
  return escribir(acortar(subsidio, subsidio.length - (completo.length - LARGO_SMS)));
}

/** The notice's text in `idioma` (Spanish when her language is not known), at most 160 characters. */
export function textoAviso(aviso: AvisoSms, idioma: IdiomaSms = 'es'): string {
  const t = TEXTOS[idioma];
  switch (aviso.tipo) {
    case 'ABONO':
      return conSubsidio((subsidio) => t.abono({ nombre: aviso.nombre, subsidio, monto: formatoMonto(aviso.monto, idioma), saldo: formatoMonto(aviso.saldo, idioma) }), aviso.subsidio);
    case 'ENTREGA':
      return conSubsidio((subsidio) => t.entrega({ nombre: aviso.nombre, subsidio, asignacion: aviso.asignacion, hasta: diaMesAnio(aviso.hasta) }), aviso.subsidio);
    case 'BLOQUEO':
      return t.bloqueo[aviso.estado](aviso.nombre);
    case 'BAJA':
      return t.baja;
    case 'ALTA':
      return t.alta;
  }
}
