import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { ActiveSwitch } from '../../components/list/ActiveSwitch';
import { EstadoChip } from '../../components/list/EstadoChip';
import { etiquetaEstado } from '../../i18n/etiquetas';

/**
 * A worker's state cell (spec part 2 §2.4, §2.5): the chip (cut in a narrow column, its whole name on
 * hover), and for ACTIVO or INACTIVO the switch that asks before it changes (PATCH
 * v1/beneficiarias/{personId}/{estado}) when the user may. A worker blocked by wrong codes is
 * unblocked by the programme (DOMAIN.md §3), so the employer is told how (issue 32).
 */
export function EstadoTrabajador({ estado, nombre, puedeCambiar, onCambiar }: { estado: string; nombre: string; puedeCambiar: boolean; onCambiar: (activo: boolean) => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      <Box title={etiquetaEstado(t, estado)} sx={{ display: 'flex', minWidth: 0 }}>
        <EstadoChip estado={estado} />
      </Box>
      {estado === 'BLOQUEADO_INTENTOS' && (
        <Tooltip title={t('trabajadores.bloqueadaIntentos')}>
          <InfoOutlinedIcon fontSize="small" color="action" titleAccess={t('trabajadores.bloqueadaIntentos')} tabIndex={0} />
        </Tooltip>
      )}
      {puedeCambiar && (estado === 'ACTIVO' || estado === 'INACTIVO') && (
        <ActiveSwitch checked={estado === 'ACTIVO'} label={t('catalogo.activoDe', { nombre })} question={t('catalogo.confirmarEstado')} onConfirm={onCambiar} />
      )}
    </Stack>
  );
}
