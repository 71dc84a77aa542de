import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../shell/session/usePermission';
import { EstadoChip } from '../../components/list/EstadoChip';
import { estadoOptions } from '../../components/list/estadoOptions';
import { ListPage } from '../../components/list/ListPage';
import type { ListColumn, ListFilter } from '../../components/list/types';
import { SERVICIOS_KEY, listarServicios, recortar, type ServicioIop } from './api';
import { columnaEditar } from './columnaEditar';
import { TODOS } from '@pb/contract/valores';
import { perezoso } from '../../components/perezoso';

const ServicioDialog = perezoso(() => import('./ServicioDialog').then((m) => m.ServicioDialog));

/** Tab "Servicios de interoperabilidad" (spec part 2 §2.9); url and token cut to 50 characters (§9). */
export function TabServicios() {
  const { t } = useTranslation();
  const puedeCrear = usePermission('serviciosIop', 'create');
  const puedeEditar = usePermission('serviciosIop', 'update');
  const [enForm, setEnForm] = useState<ServicioIop | null | undefined>(undefined);
  const columnas = useMemo<ListColumn<ServicioIop>[]>(() => {
    const campo = (k: 'codigo' | 'metodo' | 'entidad' | 'url' | 'token' | 'tipo') => t(`parametros.servicios.campos.${k}`);
    return [
      ...columnaEditar<ServicioIop>(puedeEditar, t('parametros.acciones'), (s) => t('parametros.editarDe', { nombre: s.codigo }), setEnForm),
      { field: 'codigo', headerName: campo('codigo'), sortable: true, width: 130 },
      { field: 'metodo', headerName: campo('metodo'), flex: 1.2, render: (s) => recortar(s.metodo) },
      { field: 'entidad', headerName: campo('entidad'), sortable: true, render: (s) => recortar(s.entidad) },
      { field: 'url', headerName: campo('url'), flex: 1.5, render: (s) => recortar(s.url) },
      { field: 'token', headerName: campo('token'), render: (s) => recortar(s.token) },
      { field: 'tipo', headerName: campo('tipo'), sortable: true, width: 120 },
      { field: 'estado', headerName: t('parametros.estado'), sortable: true, width: 120, render: (s) => <EstadoChip estado={s.estado} /> },
    ];
  }, [t, puedeEditar]);
  const filtros = useMemo<ListFilter[]>(
    () => [
      { name: 'codigo', label: t('parametros.servicios.campos.codigo'), maxLength: 20 },
      { name: 'entidad', label: t('parametros.servicios.campos.entidad'), maxLength: 100 },
      { name: 'estado', label: t('parametros.estado'), type: 'select', initial: TODOS, options: estadoOptions(t) },
    ],
    [t],
  );
  return (
    <ListPage<ServicioIop>
      title={t('parametros.servicios.lista')}
      queryKey={SERVICIOS_KEY}
      fetchPage={listarServicios}
      columns={columnas}
      filters={filtros}
      add={{ label: t('parametros.servicios.agregar'), allowed: puedeCrear, onClick: () => setEnForm(null) }}
    >
      {enForm !== undefined && <ServicioDialog servicio={enForm} onClose={() => setEnForm(undefined)} />}
    </ListPage>
  );
}
