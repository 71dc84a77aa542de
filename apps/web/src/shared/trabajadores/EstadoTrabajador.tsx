import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { ActiveSwitch } from '../../components/list/ActiveSwitch';
import { EstadoChip } from '../../components/list/EstadoChip';

/**
 * A worker's state cell (spec part 2 §2.4, §2.5): the chip, and for ACTIVO or INACTIVO the switch
 * that asks before it changes (PATCH v1/beneficiarias/{personId}/{estado}) when the user may.
 */
export function EstadoTrabajador({ estado, nombre, puedeCambiar, onCambiar }: { estado: string; nombre: string; puedeCambiar: boolean; onCambiar: (activo: boolean) => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <EstadoChip estado={estado} />
      {puedeCambiar && (estado === 'ACTIVO' || estado === 'INACTIVO') && (
        <ActiveSwitch checked={estado === 'ACTIVO'} label={t('catalogo.activoDe', { nombre })} question={t('catalogo.confirmarEstado')} onConfirm={onCambiar} />
      )}
    </Stack>
  );
}
