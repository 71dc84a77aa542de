import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../shell/session/usePermission';
import { ListPage } from '../../components/list/ListPage';
import type { ListColumn, ListFilter } from '../../components/list/types';
import { telefonosTexto } from '../../shared/entidades/formulario';
import { useColumnaEstado, useColumnasAcciones, useFiltroEstado } from '../../shared/otrasEntidades/columnas';
import { useCambiarEstado } from '../../shared/otrasEntidades/useCambiarEstado';
import { EMBAJADAS_KEY, cambiarEstadoEmbajada, listarEmbajadas, type Embajada } from './api';
import { perezoso } from '../../components/perezoso';

const EmbajadaDialog = perezoso(() => import('./EmbajadaDialog').then((m) => m.EmbajadaDialog));

/** `/embajadas` (spec part 2 §2.17, role 2): name, address, phones, e-mail and state, with edit and confirmed activation. */
export default function EmbajadasPage() {
  const { t } = useTranslation();
  const puedeEditar = usePermission('embajadas', 'update');
  const [enEdicion, setEnEdicion] = useState<Embajada | null>(null);
  const cambiar = useCambiarEstado(EMBAJADAS_KEY);
  const acciones = useColumnasAcciones<Embajada>({
    onEditar: setEnEdicion,
    onEstado: (e, activo) =>
      cambiar(() => cambiarEstadoEmbajada(e.id, activo ? 'ACTIVO' : 'INACTIVO'), t(activo ? 'servidor.mensajes.embajadaActivada' : 'servidor.mensajes.embajadaDesactivada')),
    pregunta: (e, activar) => t(activar ? 'otrasEntidades.embajadas.confirmarActivar' : 'otrasEntidades.embajadas.confirmarDesactivar', { nombre: e.nombre }),
  });
  const estado = useColumnaEstado<Embajada>();
  const filtroEstado = useFiltroEstado();
  const columnas: ListColumn<Embajada>[] = [
    ...(puedeEditar ? acciones : []),
    { field: 'nombre', headerName: t('otrasEntidades.comun.campos.nombre'), sortable: true, flex: 2, width: 320 },
    { field: 'direccion', headerName: t('otrasEntidades.comun.campos.direccion'), flex: 2 },
    { field: 'telefonos', headerName: t('otrasEntidades.comun.campos.telefonos'), flex: 1, render: (e) => telefonosTexto(e.telefonos) },
    { field: 'email', headerName: t('otrasEntidades.comun.campos.email'), flex: 1.5, width: 220 },
    estado,
  ];
  const filtros = useMemo<ListFilter[]>(() => [{ name: 'nombre', label: t('otrasEntidades.comun.campos.nombre'), maxLength: 100 }, filtroEstado], [t, filtroEstado]);

  return (
    <ListPage<Embajada>
      heading={t('otrasEntidades.embajadas.titulo')}
      title={t('otrasEntidades.embajadas.lista')}
      queryKey={EMBAJADAS_KEY}
      fetchPage={listarEmbajadas}
      columns={columnas}
      filters={filtros}
      defaultOrder="nombre"
    >
      {enEdicion && <EmbajadaDialog embajada={enEdicion} onClose={() => setEnEdicion(null)} />}
    </ListPage>
  );
}
