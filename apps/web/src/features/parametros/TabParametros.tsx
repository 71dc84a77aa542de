import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../shell/session/usePermission';
import { EstadoChip } from '../../components/list/EstadoChip';
import { ListPage } from '../../components/list/ListPage';
import type { ListColumn, ListFilter } from '../../components/list/types';
import { PARAMETROS_KEY, listarParametros, recortar, type Parametro } from './api';
import { columnaEditar } from './columnaEditar';
import { perezoso } from '../../components/perezoso';

const ParametroDialog = perezoso(() => import('./ParametroDialog').then((m) => m.ParametroDialog));

/** Tab "Parámetros" (spec part 2 §2.9): list, add and edit, each gated by its permission. */
export function TabParametros() {
  const { t } = useTranslation();
  const puedeCrear = usePermission('parametros', 'create');
  const puedeEditar = usePermission('parametros', 'update');
  // undefined: closed; null: a new parameter.
  const [enForm, setEnForm] = useState<Parametro | null | undefined>(undefined);

  const columnas = useMemo<ListColumn<Parametro>[]>(
    () => [
      ...columnaEditar<Parametro>(puedeEditar, t('parametros.acciones'), (p) => t('parametros.editarDe', { nombre: p.nombre }), setEnForm),
      { field: 'nombre', headerName: t('parametros.parametros.campos.nombre'), sortable: true, flex: 1.2 },
      { field: 'valor', headerName: t('parametros.parametros.campos.valor'), sortable: true, render: (p) => recortar(p.valor) },
      { field: 'label', headerName: t('parametros.parametros.campos.label'), sortable: true, flex: 1.5, render: (p) => recortar(p.label) },
      { field: 'descripcion', headerName: t('parametros.parametros.campos.descripcion'), flex: 2, render: (p) => recortar(p.descripcion) },
      { field: 'estado', headerName: t('parametros.estado'), sortable: true, width: 120, render: (p) => <EstadoChip estado={p.estado} /> },
    ],
    [t, puedeEditar],
  );
  const filtros = useMemo<ListFilter[]>(
    () => [
      { name: 'nombre', label: t('parametros.parametros.campos.nombre'), maxLength: 50 },
      { name: 'label', label: t('parametros.parametros.campos.label'), maxLength: 50 },
    ],
    [t],
  );
  return (
    <ListPage<Parametro>
      title={t('parametros.parametros.lista')}
      queryKey={PARAMETROS_KEY}
      fetchPage={listarParametros}
      columns={columnas}
      filters={filtros}
      add={{ label: t('parametros.parametros.agregar'), allowed: puedeCrear, onClick: () => setEnForm(null) }}
    >
      {enForm !== undefined && <ParametroDialog parametro={enForm} onClose={() => setEnForm(undefined)} />}
    </ListPage>
  );
}
