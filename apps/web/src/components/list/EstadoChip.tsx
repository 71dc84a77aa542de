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
};

/** The status chip of every list: the state's name in the user's language (the spec's word in Spanish). */
export function EstadoChip({ estado }: { estado: string }) {
  const { t } = useTranslation();
  return <Chip size="small" label={etiquetaEstado(t, estado)} color={COLORS[estado] ?? 'default'} variant={estado === 'INACTIVO' ? 'outlined' : 'filled'} />;
}
