import type { PublicKey } from '../../i18n/core';

/** Why the callback sent the browser here without a session (`?error=`), and the text that says it. */
const MOTIVOS: Record<string, PublicKey> = {
  'sin-cuenta': 'principal.ciudadania.sinCuenta',
  inactiva: 'principal.ciudadania.inactiva',
  'entidad-inactiva': 'principal.ciudadania.entidadInactiva',
  rechazado: 'principal.ciudadania.rechazado',
  cancelado: 'principal.ciudadania.cancelado',
  'no-disponible': 'principal.ciudadania.noDisponible',
  'no-configurado': 'principal.ciudadania.noConfigurado',
};

/** An unknown reason reads as a refusal. */
export const textoDeMotivo = (motivo: string): PublicKey => MOTIVOS[motivo] ?? 'principal.ciudadania.rechazado';

/** A citizen with no account, or an inactive one, must ask someone first: signing in again would not help. */
export const puedeReintentar = (motivo: string | null) => !['sin-cuenta', 'inactiva', 'entidad-inactiva', 'no-configurado'].includes(motivo ?? '');
