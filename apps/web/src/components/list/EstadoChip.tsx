import Chip from '@mui/material/Chip';

const COLORS: Record<string, 'success' | 'default' | 'warning' | 'error' | 'info'> = {
  ACTIVO: 'success',
  INACTIVO: 'default',
  CREADO: 'info',
  PAGADO: 'success',
  ENVIADO: 'warning',
  ANULADO: 'error',
  OBSERVADO: 'error',
};

/** The status chip of every list; the state names are the spec's own words. */
export function EstadoChip({ estado }: { estado: string }) {
  return <Chip size="small" label={estado} color={COLORS[estado] ?? 'default'} variant={estado === 'INACTIVO' ? 'outlined' : 'filled'} />;
}
