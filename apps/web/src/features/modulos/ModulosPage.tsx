import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { usePermission } from '../../app/session/usePermission';
import { estadoOptions } from '../../components/list/estadoOptions';
import { ListTable } from '../../components/list/ListTable';
import type { ListFilter } from '../../components/list/types';
import { LISTA_KEY, SECCIONES_KEY, listarModulos, listarSecciones, type Modulo } from './api';
import { ModuloFormDialog } from './ModuloFormDialog';
import { PermisosDialog } from './PermisosDialog';
import { useModuloColumnas } from './useModuloColumnas';
import { TODOS } from '../../components/list/filterValue';

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

  const agregar = puedeCrear && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEnForm(null)}>
      {t('modulos.add')}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
        {t('modulos.title')}
      </Typography>
      <ListTable<Modulo> title={t('modulos.listTitle')} queryKey={LISTA_KEY} fetchPage={listarModulos} columns={columnas} filters={filtros} toolbar={agregar} getRowId={(m) => m.id} />
      {enForm !== undefined && <ModuloFormDialog modulo={enForm} secciones={secciones.data ?? []} onClose={() => setEnForm(undefined)} onCreado={setPermisosDe} />}
      {permisosDe && <PermisosDialog modulo={permisosDe} onClose={() => setPermisosDe(null)} />}
    </Stack>
  );
}
