import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../shell/session/usePermission';
import { ListPage } from '../../components/list/ListPage';
import type { ListColumn, ListFilter } from '../../components/list/types';
import { telefonosTexto } from '../../shared/entidades/formulario';
import { OTROS_KEY, cambiarEstadoOtra, listarOtras, type OtraEntidad } from '../../shared/otrasEntidades/api';
import { useColumnaEstado, useColumnasAcciones, useFiltroEstado } from '../../shared/otrasEntidades/columnas';
import { TIPOS } from './formulario';
import { useCambiarEstado } from '../../shared/otrasEntidades/useCambiarEstado';
import { TODOS } from '@pb/contract/valores';
import { perezoso } from '../../components/perezoso';

const OtraEntidadDialog = perezoso(() => import('./OtraEntidadDialog').then((m) => m.OtraEntidadDialog));

/** `/otros`, "Empleador independiente" (spec part 2 §2.17, role 2): entities of origen OTRO. */
export default function OtrosPage() {
  const { t } = useTranslation();
  const puedeCrear = usePermission('otros', 'create');
  const puedeEditar = usePermission('otros', 'update');
  // undefined: closed; null: adding; an entity: editing it.
  const [dialogo, setDialogo] = useState<OtraEntidad | null | undefined>(undefined);
  const cambiar = useCambiarEstado(OTROS_KEY);
  const acciones = useColumnasAcciones<OtraEntidad>({
    onEditar: setDialogo,
    onEstado: (e, activo) =>
      cambiar(() => cambiarEstadoOtra(e.id, activo ? 'ACTIVO' : 'INACTIVO'), t(activo ? 'servidor.mensajes.entidadActivada' : 'servidor.mensajes.entidadDesactivada')),
    pregunta: (e, activar) => t(activar ? 'otrasEntidades.otros.confirmarActivar' : 'otrasEntidades.otros.confirmarDesactivar', { nombre: e.nombre }),
  });
  const estado = useColumnaEstado<OtraEntidad>();
  const filtroEstado = useFiltroEstado();
  const columnas: ListColumn<OtraEntidad>[] = [
    ...(puedeEditar ? acciones : []),
    { field: 'nombre', headerName: t('otrasEntidades.comun.campos.nombre'), sortable: true, flex: 2, width: 320 },
    { field: 'sigla', headerName: t('otrasEntidades.otros.campos.sigla'), sortable: true, width: 90 },
    { field: 'tipo', headerName: t('otrasEntidades.otros.campos.tipo'), sortable: true, width: 120 },
    { field: 'nit', headerName: t('otrasEntidades.otros.campos.nit'), sortable: true, width: 120 },
    { field: 'municipio', headerName: t('otrasEntidades.otros.campos.municipio'), flex: 1 },
    { field: 'telefonos', headerName: t('otrasEntidades.comun.campos.telefonos'), flex: 1, render: (e) => telefonosTexto(e.telefonos) },
    { field: 'email', headerName: t('otrasEntidades.comun.campos.email'), flex: 1.5, width: 220 },
    estado,
  ];
  const filtros = useMemo<ListFilter[]>(
    () => [
      { name: 'nombre', label: t('otrasEntidades.comun.campos.nombre'), maxLength: 100 },
      { name: 'nit', label: t('otrasEntidades.otros.campos.nit'), maxLength: 25 },
      { name: 'tipo', label: t('otrasEntidades.otros.campos.tipo'), type: 'select', initial: TODOS, options: ([TODOS, ...TIPOS] as const).map((x) => ({ value: x, label: t(`otrasEntidades.otros.tipos.${x}`) })) },
      filtroEstado,
    ],
    [t, filtroEstado],
  );

  return (
    <ListPage<OtraEntidad>
      heading={t('otrasEntidades.otros.titulo')}
      title={t('otrasEntidades.otros.lista')}
      queryKey={OTROS_KEY}
      fetchPage={listarOtras}
      columns={columnas}
      filters={filtros}
      defaultOrder="nombre"
      add={{ label: t('otrasEntidades.otros.agregar'), allowed: puedeCrear, onClick: () => setDialogo(null) }}
    >
      {dialogo !== undefined && <OtraEntidadDialog entidad={dialogo} onClose={() => setDialogo(undefined)} />}
    </ListPage>
  );
}
