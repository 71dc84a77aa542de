import { estadoOptions } from '../../components/list/estadoOptions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListFilter } from '../../components/list/types';
import { useGruposActivos } from '../../shared/catalogo/useGruposActivos';
import { TODOS } from '@pb/contract/valores';

/** The filters of the food and product lists: name, group (an active one) and state. */
export function useFiltros(textos: 'alimentos' | 'productos'): ListFilter[] {
  const { t } = useTranslation();
  const grupos = useGruposActivos();
  return useMemo<ListFilter[]>(
    () => [
      { name: 'nombre', label: t(textos === 'productos' ? 'productos.campos.nombre' : 'alimentos.campos.nombre'), maxLength: 100 },
      {
        name: 'id_grupo_alimenticio',
        label: t(textos === 'productos' ? 'productos.campos.grupo' : 'alimentos.campos.grupo'),
        type: 'select',
        initial: TODOS,
        options: [{ value: TODOS, label: t('catalogo.todos') }, ...grupos.map((g) => ({ value: String(g.id), label: g.nombre }))],
      },
      { name: 'estado', label: t(textos === 'productos' ? 'productos.campos.estado' : 'alimentos.campos.estado'), type: 'select', initial: TODOS, options: estadoOptions(t) },
    ],
    [t, textos, grupos],
  );
}
