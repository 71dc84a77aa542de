import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../shell/session/usePermission';
import { formatMoney } from '../../components/money';
import { ListPage } from '../../components/list/ListPage';
import type { ListColumn } from '../../components/list/types';
import { columnaActivo, columnaEditar, columnaEstado } from '../../shared/catalogo/columnas';
import { useCambiarEstado } from '../../shared/catalogo/useCambiarEstado';
import { ALIMENTOS_KEY, guardarAlimento, listarAlimentos, type Alimento } from './api';
import { useFiltros } from './useFiltros';
import { perezoso } from '../../components/perezoso';

const AlimentoDialog = perezoso(() => import('./AlimentoDialog').then((m) => m.AlimentoDialog));

/**
 * The programme's foods (`/alimentos`, role 2) or a provider's own products (`/productos`, role 4,
 * with the price): the same calls, and the server answers each caller with its own catalogue.
 */
export function ListaAlimentos({ producto }: { producto: boolean }) {
  const { t } = useTranslation();
  const permiso = producto ? 'productos' : 'alimentos';
  const puedeCrear = usePermission(permiso, 'create');
  const puedeEditar = usePermission(permiso, 'update');
  const [enForm, setEnForm] = useState<Alimento | null | undefined>(undefined);
  const cambiarEstado = useCambiarEstado(ALIMENTOS_KEY, (id, estado) => guardarAlimento(id, { estado }));
  const filtros = useFiltros(permiso);

  // Spec part 2 §2.11 and §2.18: active switch, name, unit, (a product's price), food group, status chip.
  const columnas: ListColumn<Alimento>[] = [
    ...(puedeEditar ? [columnaActivo<Alimento>(t, (a, activo) => cambiarEstado(a.id, activo)), columnaEditar<Alimento>(t, setEnForm)] : []),
    { field: 'nombre', headerName: t(producto ? 'productos.campos.nombre' : 'alimentos.campos.nombre'), sortable: true, flex: 1.5 },
    { field: 'unidad', headerName: t(producto ? 'productos.campos.unidad' : 'alimentos.campos.unidad'), sortable: true, flex: 1 },
    ...(producto ? [{ field: 'precio', headerName: t('productos.campos.precio'), sortable: true, width: 130, render: (a: Alimento) => formatMoney(a.precio) }] : []),
    { field: 'nombreGrupo', headerName: t(producto ? 'productos.campos.grupo' : 'alimentos.campos.grupo'), sortable: true, flex: 1.2 },
    columnaEstado<Alimento>(t),
  ];

  return (
    <ListPage<Alimento>
      heading={t(producto ? 'productos.titulo' : 'alimentos.titulo')}
      title={t(producto ? 'productos.lista' : 'alimentos.lista')}
      queryKey={ALIMENTOS_KEY}
      fetchPage={listarAlimentos}
      columns={columnas}
      filters={filtros}
      add={{ label: t(producto ? 'productos.agregar' : 'alimentos.agregar'), allowed: puedeCrear, onClick: () => setEnForm(null) }}
    >
      {enForm !== undefined && <AlimentoDialog alimento={enForm} producto={producto} onClose={() => setEnForm(undefined)} />}
    </ListPage>
  );
}
