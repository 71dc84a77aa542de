import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ESTADOS_GRUPO, TODOS } from '@pb/contract/valores';
import { notify } from '../../shell/notify/store';
import { usePermission } from '../../shell/session/usePermission';
import { ListPage } from '../../components/list/ListPage';
import type { ListColumn, ListFilter } from '../../components/list/types';
import { columnaActivo, columnaEditar, columnaEstado } from '../../shared/catalogo/columnas';
import { useCambiarEstado } from '../../shared/catalogo/useCambiarEstado';
import { GRUPOS_KEY, LISTA_KEY, guardarGrupo, listarGrupos, type GrupoAlimenticio } from '../../shared/catalogo/grupos';
import { estadoOptions } from '../../components/list/estadoOptions';
import { perezoso } from '../../components/perezoso';

const GrupoDialog = perezoso(() => import('./GrupoDialog').then((m) => m.GrupoDialog));

/** `/grupos` (spec part 2 §2.11, role 2): food groups, their add/edit dialog and the state toggle. */
export default function GruposPage() {
  const { t } = useTranslation();
  const puedeCrear = usePermission('grupos', 'create');
  const puedeEditar = usePermission('grupos', 'update');
  const [enForm, setEnForm] = useState<GrupoAlimenticio | null | undefined>(undefined);
  const cambiarEstado = useCambiarEstado(GRUPOS_KEY, (id, estado) => guardarGrupo(id, { estado }));

  // Decision 016: only a CREADO group is corrected; the server says the same if asked.
  const editar = (g: GrupoAlimenticio) => (g.estado === 'CREADO' ? setEnForm(g) : notify('warning', t('catalogo.soloEditarCreado')));

  const columnas: ListColumn<GrupoAlimenticio>[] = [
    ...(puedeEditar ? [columnaActivo<GrupoAlimenticio>(t, (g, activo) => cambiarEstado(g.id, activo)), columnaEditar<GrupoAlimenticio>(t, editar)] : []),
    { field: 'nombre', headerName: t('grupos.campos.nombre'), sortable: true, flex: 1.5 },
    { field: 'sigla', headerName: t('grupos.campos.sigla'), sortable: true, width: 110 },
    { field: 'descripcion', headerName: t('grupos.campos.descripcion'), flex: 2 },
    columnaEstado<GrupoAlimenticio>(t),
  ];
  const filtros = useMemo<ListFilter[]>(
    () => [
      { name: 'nombre', label: t('grupos.campos.nombre'), maxLength: 100 },
      { name: 'sigla', label: t('grupos.campos.sigla'), maxLength: 20 },
      { name: 'estado', label: t('grupos.campos.estado'), type: 'select', initial: TODOS, options: estadoOptions(t, ESTADOS_GRUPO) },
    ],
    [t],
  );

  return (
    <ListPage<GrupoAlimenticio>
      heading={t('grupos.titulo')}
      title={t('grupos.lista')}
      queryKey={LISTA_KEY}
      fetchPage={listarGrupos}
      columns={columnas}
      filters={filtros}
      add={{ label: t('grupos.agregar'), allowed: puedeCrear, onClick: () => setEnForm(null) }}
    >
      {enForm !== undefined && <GrupoDialog grupo={enForm} onClose={() => setEnForm(undefined)} />}
    </ListPage>
  );
}
