import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../shell/session/usePermission';
import { EstadoChip } from '../../components/list/EstadoChip';
import { estadoOptions } from '../../components/list/estadoOptions';
import { ListPage } from '../../components/list/ListPage';
import type { ListColumn, ListFilter } from '../../components/list/types';
import { ROLES_KEY, listarRoles, type Rol } from './api';
import { columnaEditar } from './columnaEditar';
import { TODOS } from '@pb/contract/valores';
import { perezoso } from '../../components/perezoso';

const RolDialog = perezoso(() => import('./RolDialog').then((m) => m.RolDialog));

/** Tab "Roles" (spec part 2 §2.9). */
export function TabRoles() {
  const { t } = useTranslation();
  const puedeCrear = usePermission('roles', 'create');
  const puedeEditar = usePermission('roles', 'update');
  const [enForm, setEnForm] = useState<Rol | null | undefined>(undefined);

  const columnas = useMemo<ListColumn<Rol>[]>(
    () => [
      ...columnaEditar<Rol>(puedeEditar, t('parametros.acciones'), (r) => t('parametros.editarDe', { nombre: r.nombre }), setEnForm),
      { field: 'id', headerName: t('parametros.roles.campos.id'), sortable: true, width: 90 },
      { field: 'nombre', headerName: t('parametros.roles.campos.nombre'), sortable: true, flex: 1.2 },
      { field: 'descripcion', headerName: t('parametros.roles.campos.descripcion'), flex: 2 },
      { field: 'estado', headerName: t('parametros.estado'), sortable: true, width: 120, render: (r) => <EstadoChip estado={r.estado} /> },
    ],
    [t, puedeEditar],
  );
  const filtros = useMemo<ListFilter[]>(
    () => [
      { name: 'nombre', label: t('parametros.roles.campos.nombre'), maxLength: 50 },
      { name: 'estado', label: t('parametros.estado'), type: 'select', initial: TODOS, options: estadoOptions(t) },
    ],
    [t],
  );
  return (
    <ListPage<Rol>
      title={t('parametros.roles.lista')}
      queryKey={ROLES_KEY}
      fetchPage={listarRoles}
      columns={columnas}
      filters={filtros}
      add={{ label: t('parametros.roles.agregar'), allowed: puedeCrear, onClick: () => setEnForm(null) }}
    >
      {enForm !== undefined && <RolDialog rol={enForm} onClose={() => setEnForm(undefined)} />}
    </ListPage>
  );
}
