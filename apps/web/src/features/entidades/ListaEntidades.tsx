import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/errors';
import { TOAST_DURATION, notify } from '../../shell/notify/store';
import { useSession } from '../../shell/session/store';
import { usePermission } from '../../shell/session/usePermission';
import { estadoOptions } from '../../components/list/estadoOptions';
import { ListPage } from '../../components/list/ListPage';
import type { ListFilter } from '../../components/list/types';
import { CLAVE, cambiarEstado, listarEntidades } from '../../shared/entidades/api';
import { useColumnas } from './columnas';
import type { Entidad } from '../../shared/entidades/tipos';
import { TODOS } from '@pb/contract/valores';
import { perezoso } from '../../components/perezoso';

const EntidadDialog = perezoso(() => import('./EntidadDialog').then((m) => m.EntidadDialog));

/** The entity list of roles 1 and 2 (spec part 1 §2 "Entities"), its filters and the add/edit dialog. */
export function ListaEntidades() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sesion = useSession()?.usuario;
  const puedeCrear = usePermission('entidades', 'create');
  const puedeEditar = usePermission('entidades', 'update');
  // undefined: closed; null: adding; an entity: editing it.
  const [dialogo, setDialogo] = useState<Entidad | null | undefined>(undefined);
  const refrescar = () => queryClient.invalidateQueries({ queryKey: [...CLAVE, 'lista'] });

  const onEstado = async (e: Entidad, activo: boolean) => {
    try {
      await cambiarEstado(e.id, activo ? 'ACTIVO' : 'INACTIVO');
      notify('success', t('entidades.estadoModificado'), { duration: TOAST_DURATION.activation });
      await refrescar();
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
    }
  };

  const columnas = useColumnas({ idEntidadPropia: sesion?.id_entidad, puedeEditar, onEditar: setDialogo, onEstado });

  const filtros = useMemo<ListFilter[]>(
    () => [
      { name: 'nombre', label: t('entidades.columnas.nombre'), maxLength: 100 },
      { name: 'sigla', label: t('entidades.columnas.sigla'), maxLength: 20 },
      { name: 'nit', label: t('entidades.columnas.nit'), maxLength: 25 },
      {
        name: 'estado',
        label: t('entidades.columnas.estado'),
        type: 'select',
        initial: TODOS,
        options: estadoOptions(t),
      },
    ],
    [t],
  );

  return (
    <ListPage<Entidad>
      title={t('entidades.lista')}
      queryKey={[...CLAVE, 'lista']}
      fetchPage={listarEntidades}
      columns={columnas}
      filters={filtros}
      add={{ label: t('entidades.agregar'), allowed: puedeCrear, onClick: () => setDialogo(null) }}
    >
      {dialogo !== undefined && <EntidadDialog entidad={dialogo} onClose={() => setDialogo(undefined)} onGuardado={() => void refrescar()} />}
    </ListPage>
  );
}
