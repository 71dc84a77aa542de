import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../shell/session/usePermission';
import { ListPage } from '../../components/list/ListPage';
import type { ListColumn, ListFilter } from '../../components/list/types';
import { useColumnaEstado, useColumnasAcciones, useFiltroEstado } from '../../shared/otrasEntidades/columnas';
import { useCambiarEstado } from '../../shared/otrasEntidades/useCambiarEstado';
import { MUNICIPIOS_KEY, cambiarEstadoMunicipio, listarMunicipios, type MunicipioSupermercado } from './api';
import { perezoso } from '../../components/perezoso';

const MunicipioDialog = perezoso(() => import('./MunicipioDialog').then((m) => m.MunicipioDialog));

/** `/municipios`, "Municipios con supermercados" (spec part 2 §2.17, role 2): each DPA municipality at most once. */
export default function MunicipiosPage() {
  const { t } = useTranslation();
  const puedeCrear = usePermission('municipios', 'create');
  const puedeEditar = usePermission('municipios', 'update');
  const [dialogo, setDialogo] = useState<MunicipioSupermercado | null | undefined>(undefined);
  const cambiar = useCambiarEstado(MUNICIPIOS_KEY);
  const acciones = useColumnasAcciones<MunicipioSupermercado>({
    onEditar: setDialogo,
    onEstado: (m, activo) =>
      cambiar(() => cambiarEstadoMunicipio(m.id, activo ? 'ACTIVO' : 'INACTIVO'), t(activo ? 'servidor.mensajes.municipioActivado' : 'servidor.mensajes.municipioDesactivado')),
    pregunta: (m, activar) => t(activar ? 'otrasEntidades.municipios.confirmarActivar' : 'otrasEntidades.municipios.confirmarDesactivar', { nombre: m.nombre }),
  });
  const estado = useColumnaEstado<MunicipioSupermercado>();
  const filtroEstado = useFiltroEstado();
  const columnas: ListColumn<MunicipioSupermercado>[] = [
    ...(puedeEditar ? acciones : []),
    { field: 'nombre', headerName: t('otrasEntidades.comun.campos.nombre'), sortable: true, flex: 1.5 },
    { field: 'departamento', headerName: t('otrasEntidades.municipios.campos.departamento'), sortable: true, flex: 1 },
    { field: 'provincia', headerName: t('otrasEntidades.municipios.campos.provincia'), flex: 1 },
    { field: 'municipio', headerName: t('otrasEntidades.municipios.campos.municipio'), sortable: true, flex: 1 },
    { field: 'observacion', headerName: t('otrasEntidades.municipios.campos.observacion'), flex: 2 },
    estado,
  ];
  const filtros = useMemo<ListFilter[]>(() => [{ name: 'nombre', label: t('otrasEntidades.comun.campos.nombre'), maxLength: 100 }, filtroEstado], [t, filtroEstado]);

  return (
    <ListPage<MunicipioSupermercado>
      heading={t('otrasEntidades.municipios.titulo')}
      title={t('otrasEntidades.municipios.lista')}
      queryKey={MUNICIPIOS_KEY}
      fetchPage={listarMunicipios}
      columns={columnas}
      filters={filtros}
      defaultOrder="nombre"
      add={{ label: t('otrasEntidades.municipios.agregar'), allowed: puedeCrear, onClick: () => setDialogo(null) }}
    >
      {dialogo !== undefined && <MunicipioDialog municipio={dialogo} onClose={() => setDialogo(undefined)} />}
    </ListPage>
  );
}
