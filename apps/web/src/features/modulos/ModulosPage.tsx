import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { usePermission } from '../../shell/session/usePermission';
import { estadoOptions } from '../../components/list/estadoOptions';
import { ListPage } from '../../components/list/ListPage';
import type { ListFilter } from '../../components/list/types';
import { LISTA_KEY, SECCIONES_KEY, listarModulos, listarSecciones, type Modulo } from './api';
import { PermisosDialog } from './PermisosDialog';
import { useModuloColumnas } from './useModuloColumnas';
import { TODOS } from '@pb/contract/valores';
import { perezoso } from '../../components/perezoso';

const ModuloFormDialog = perezoso(() => import('./ModuloFormDialog').then((m) => m.ModuloFormDialog));

/** `/modulos`: modules of the menu and their permission matrix (spec part 1 §2 "Modules"). */
export default function ModulosPage() {
  const { t } = useTranslation();
  const puedeCrear = usePermission('modulos', 'create');
  // undefined: form closed; null: a new module.
  const [enForm, setEnForm] = useState<Modulo | null | undefined>(undefined);
  const [permisosDe, setPermisosDe] = useState<Modulo | null>(null);
  const secciones = useQuery({ queryKey: SECCIONES_KEY, queryFn: listarSecciones });
  const columnas = useModuloColumnas({ onEditar: setEnForm, onPermisos: setPermisosDe });

  const filtros = useMemo<ListFilter[]>(() => {
    const todos = { value: TODOS, label: t('modulos.todos') };
    return [
      { name: 'label', label: t('modulos.columns.label'), maxLength: 50 },
      {
        name: 'id_modulo',
        label: t('modulos.columns.padre'),
        type: 'select',
        initial: TODOS,
        options: [todos, ...(secciones.data ?? []).map((s) => ({ value: String(s.id), label: s.label }))],
      },
      { name: 'estado', label: t('modulos.columns.estado'), type: 'select', initial: TODOS, options: estadoOptions(t) },
    ];
  }, [t, secciones.data]);

  return (
    <ListPage<Modulo>
      heading={t('modulos.title')}
      title={t('modulos.listTitle')}
      queryKey={LISTA_KEY}
      fetchPage={listarModulos}
      columns={columnas}
      filters={filtros}
      add={{ label: t('modulos.add'), allowed: puedeCrear, onClick: () => setEnForm(null) }}
    >
      {enForm !== undefined && <ModuloFormDialog modulo={enForm} secciones={secciones.data ?? []} onClose={() => setEnForm(undefined)} onCreado={setPermisosDe} />}
      {permisosDe && <PermisosDialog modulo={permisosDe} onClose={() => setPermisosDe(null)} />}
    </ListPage>
  );
}
