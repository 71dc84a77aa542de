import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/errors';
import { TOAST_DURATION, notify } from '../../shell/notify/store';
import { usePermission } from '../../shell/session/usePermission';
import { estadoOptions } from '../../components/list/estadoOptions';
import { ListPage } from '../../components/list/ListPage';
import type { ListFilter } from '../../components/list/types';
import { LISTA_KEY, cambiarEstado, listarSucursales, type Sucursal } from '../../shared/sucursales/api';
import { useColumnas } from './columnas';
import { TODOS } from '@pb/contract/valores';
import { perezoso } from '../../components/perezoso';

const SucursalDialog = perezoso(() => import('./SucursalDialog').then((m) => m.SucursalDialog));

/** `/sucursales` (spec part 1 §2 "Points of sale", role 4): the own entity's points of sale and the add dialog. */
export default function SucursalesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const puedeCrear = usePermission('sucursales', 'create');
  const puedeEditar = usePermission('sucursales', 'update');
  const [agregando, setAgregando] = useState(false);
  const refrescar = () => queryClient.invalidateQueries({ queryKey: LISTA_KEY });

  const onEstado = async (s: Sucursal, activo: boolean) => {
    try {
      await cambiarEstado(s.id, activo ? 'ACTIVO' : 'INACTIVO');
      notify('success', t('sucursales.estadoModificado'), { duration: TOAST_DURATION.activation });
      await refrescar();
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
    }
  };

  const columnas = useColumnas({ puedeEditar, onEstado });

  const filtros = useMemo<ListFilter[]>(
    () => [
      { name: 'nombre', label: t('sucursales.columnas.nombre'), maxLength: 100 },
      {
        name: 'estado',
        label: t('sucursales.columnas.estado'),
        type: 'select',
        initial: TODOS,
        options: estadoOptions(t),
      },
    ],
    [t],
  );

  return (
    <ListPage<Sucursal>
      heading={t('sucursales.titulo')}
      title={t('sucursales.lista')}
      queryKey={LISTA_KEY}
      fetchPage={listarSucursales}
      columns={columnas}
      filters={filtros}
      add={{ label: t('sucursales.agregar'), allowed: puedeCrear, onClick: () => setAgregando(true) }}
    >
      {agregando && <SucursalDialog onClose={() => setAgregando(false)} onGuardado={() => void refrescar()} />}
    </ListPage>
  );
}
