import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import { etiquetaEstado } from '../../i18n/etiquetas';

const COLORS: Record<string, 'success' | 'default' | 'warning' | 'error' | 'info'> = {
  ACTIVO: 'success',
  INACTIVO: 'default',
  CREADO: 'info',
  PAGADO: 'success',
  ENVIADO: 'warning',
  ANULADO: 'error',
  OBSERVADO: 'error',
  // A beneficiary's states (DOMAIN.md §3) beyond the common ones.
  SUSPENDIDO: 'error',
  BLOQUEADO_INTENTOS: 'error',
  BLOQUEADO_CAMBIO_CELULAR: 'error',
  PARA_ACTIVACION: 'info',
  VERIFICADO: 'info',
  DEUDA: 'warning',
  // A card's states (spec part 2 §4).
  REGISTRADO: 'info',
  ASIGNADO: 'success',
  // A signed document's (issue 18).
  PENDIENTE: 'warning',
  FIRMADO: 'success',
};

/** The status chip of every list: the state's name in the user's language (the spec's word in Spanish). */
export function EstadoChip({ estado }: { estado: string }) {
  const { t } = useTranslation();
  const color = COLORS[estado] ?? 'default';
  // White on MUI's info.main (3.9:1) and warning.main (3.0:1) is below WCAG AA for small text: their dark shades read.
  const oscuro = color === 'info' || color === 'warning' ? { bgcolor: `${color}.dark` } : undefined;
  return <Chip size="small" label={etiquetaEstado(t, estado)} color={color} variant={estado === 'INACTIVO' ? 'outlined' : 'filled'} sx={oscuro} />;
}
