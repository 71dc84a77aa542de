import type { TFunction } from 'i18next';
import { keyedText } from '../../api/messages';
import type { Log } from './api';

/** What the server keeps of a mutation in `referencia` (apps/api/src/core/referencia-auditoria.ts). */
interface ReferenciaMutacion {
  id?: string;
  nombre?: string;
  campos?: string[];
  estado?: string;
}

/** The REST changes, by the method and route the server records as the entry's message. */
const CAMBIOS_REST: Record<string, string> = {
  'POST /api/v1/clientes/tokens': 'tokenProveedor',
  'PATCH /api/system/cambiar_pass': 'cambioContrasena',
  'PATCH /api/system/desactivar_cuenta': 'desactivarCuenta',
  'POST /api/system/persona-segip-contrastacion': 'contrastacionSegip',
};

function leerReferencia(texto: string | null): ReferenciaMutacion {
  if (!texto?.startsWith('{')) return {};
  try {
    const valor: unknown = JSON.parse(texto);
    return valor && typeof valor === 'object' ? (valor as ReferenciaMutacion) : {};
  } catch {
    return {};
  }
}

/** `usuarioEdit` that sent only the state is a change of state; others keep their operation's name. */
function claveDeMutacion(operacion: string, ref: ReferenciaMutacion): string {
  const soloEstado = ref.estado !== undefined && ref.campos?.length === 1;
  return soloEstado && operacion.endsWith('Edit') ? `${operacion.slice(0, -'Edit'.length)}Estado` : operacion;
}

/** The entry's line in the user's language by its key (decision 075); an operation's name or an older line as it was written. */
const linea = (log: Log) => keyedText(log, log.mensaje);

/**
 * A log entry as a sentence in the user's language ('ADMIN cambió el estado del usuario JPEREZ a
 * INACTIVO'); an entry no sentence knows reads as its message.
 */
export function fraseDelLog(t: TFunction, log: Log): string {
  const actor = log.usuario ?? t('logs.frases.sinUsuario');
  const frase = (clave: string, datos: Record<string, string> = {}) => (t(`logs.frases.${clave}`, { defaultValue: '', actor, ...datos }) as string) || linea(log);
  switch (log.tipo) {
    case 'LOGIN':
      return frase('ingreso');
    case 'LOGIN_FALLIDO':
      return frase('ingresoFallido', { detalle: linea(log) });
    case 'LOGOUT':
      return frase('salida');
    case 'ACCESO_DENEGADO':
      return frase('denegado', { operacion: log.mensaje.split(':')[0] ?? log.mensaje });
    case 'PERSONA':
      return frase('persona');
    case 'REST': {
      const clave = CAMBIOS_REST[log.mensaje];
      return clave ? frase(`rest.${clave}`) : frase('generica', { operacion: log.mensaje });
    }
    case 'MUTACION': {
      const ref = leerReferencia(log.referencia);
      const datos = { nombre: ref.nombre ?? (ref.id ? `#${ref.id}` : ''), estado: ref.estado ?? '', campos: (ref.campos ?? []).join(', ') };
      const clave = `operaciones.${claveDeMutacion(log.mensaje, ref)}`;
      return (t(`logs.frases.${clave}`, { defaultValue: '', actor, ...datos }) as string) || frase('generica', { operacion: log.mensaje });
    }
    default:
      return linea(log);
  }
}
