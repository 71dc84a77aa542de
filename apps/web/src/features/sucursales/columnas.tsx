import { useTranslation } from 'react-i18next';
import { ActiveSwitch } from '../../components/list/ActiveSwitch';
import { EstadoChip } from '../../components/list/EstadoChip';
import type { ListColumn } from '../../components/list/types';
import type { Sucursal } from '../../shared/sucursales/api';

interface Acciones {
  puedeEditar: boolean;
  onEstado: (s: Sucursal, activo: boolean) => Promise<unknown>;
}

/** Columns of the point-of-sale list: active switch, name, address, department, province, municipality, status. */
export function useColumnas({ puedeEditar, onEstado }: Acciones): ListColumn<Sucursal>[] {
  const { t } = useTranslation();
  const columnas: ListColumn<Sucursal>[] = [];
  if (puedeEditar) {
    columnas.push({
      field: 'activo',
      headerName: t('sucursales.columnas.activo'),
      width: 90,
      render: (s) => (
        <ActiveSwitch
          checked={s.estado === 'ACTIVO'}
          label={t('sucursales.activoDe', { nombre: s.nombre })}
          question={t(s.estado === 'ACTIVO' ? 'sucursales.confirmarInactivar' : 'sucursales.confirmarActivar', { nombre: s.nombre })}
          onConfirm={(activo) => onEstado(s, activo)}
        />
      ),
    });
  }
  columnas.push(
    { field: 'nombre', headerName: t('sucursales.columnas.nombre'), sortable: true, flex: 1.5 },
    { field: 'direccion_completa', headerName: t('sucursales.columnas.direccion_completa'), flex: 2 },
    { field: 'departamento', headerName: t('sucursales.columnas.departamento') },
    { field: 'provincia', headerName: t('sucursales.columnas.provincia') },
    { field: 'municipio', headerName: t('sucursales.columnas.municipio'), sortable: true },
    { field: 'estado', headerName: t('sucursales.columnas.estado'), sortable: true, width: 120, render: (s) => <EstadoChip estado={s.estado} /> },
  );
  return columnas;
}
