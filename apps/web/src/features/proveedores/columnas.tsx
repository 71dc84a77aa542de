import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import KeyIcon from '@mui/icons-material/VpnKey';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { EstadoChip } from '../../components/list/EstadoChip';
import type { ListColumn } from '../../components/list/types';
import { telefonosTexto } from '../../shared/entidades/formulario';
import type { Entidad } from '../../shared/entidades/tipos';

interface Acciones {
  /** entidades:update gates 'Generar token' and 'Quitar proveedor' (spec part 1 §6). */
  puedeActualizar: boolean;
  onToken: (e: Entidad) => void;
  onQuitar: (e: Entidad) => void;
}

/** Columns of the provider list: actions, name, acronym, NIT, e-mail, phones, state. */
export function useColumnas(a: Acciones): ListColumn<Entidad>[] {
  const { t } = useTranslation();
  const columnas: ListColumn<Entidad>[] = [];
  if (a.puedeActualizar) {
    columnas.push({
      field: 'acciones',
      headerName: t('list.actions'),
      width: 110,
      render: (e) => (
        <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
          <Boton etiqueta={t('proveedores.generarTokenDe', { nombre: e.nombre })} titulo={t('proveedores.generarToken')} onClick={() => a.onToken(e)} icono={<KeyIcon fontSize="small" />} />
          <Boton etiqueta={t('proveedores.quitarDe', { nombre: e.nombre })} titulo={t('proveedores.quitar')} onClick={() => a.onQuitar(e)} icono={<LinkOffIcon fontSize="small" />} />
        </Stack>
      ),
    });
  }
  columnas.push(
    { field: 'nombre', headerName: t('proveedores.columnas.nombre'), sortable: true, flex: 2 },
    { field: 'sigla', headerName: t('proveedores.columnas.sigla'), sortable: true },
    { field: 'nit', headerName: t('proveedores.columnas.nit'), sortable: true },
    { field: 'email', headerName: t('proveedores.columnas.email'), flex: 1.5 },
    { field: 'telefonos', headerName: t('proveedores.columnas.telefonos'), flex: 1.2, render: (e) => telefonosTexto(e.telefonos) },
    { field: 'estado', headerName: t('proveedores.columnas.estado'), sortable: true, width: 120, render: (e) => <EstadoChip estado={e.estado} /> },
  );
  return columnas;
}

/** An icon button named by its label (with the entity), the tooltip showing the action's name. */
function Boton({ etiqueta, titulo, onClick, icono }: { etiqueta: string; titulo: string; onClick: () => void; icono: ReactNode }) {
  return (
    <Tooltip title={titulo}>
      <IconButton size="small" aria-label={etiqueta} onClick={onClick}>
        {icono}
      </IconButton>
    </Tooltip>
  );
}
