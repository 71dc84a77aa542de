import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { usePermission } from '../../app/session/usePermission';
import { ListTable } from '../../components/list/ListTable';
import type { ListColumn } from '../../components/list/types';
import { columnaActivo, columnaEditar, columnaEstado } from '../catalogo/columnas';
import { useCambiarEstado } from '../catalogo/useCambiarEstado';
import { ALIMENTOS_KEY, guardarAlimento, listarAlimentos, type Alimento } from './api';
import { AlimentoDialog } from './AlimentoDialog';
import { useFiltros } from './useFiltros';

/** `/alimentos` (spec part 2 §2.11, role 2): the programme's foods, with the active switch and the add/edit dialog. */
export default function AlimentosPage() {
  const { t } = useTranslation();
  const puedeCrear = usePermission('alimentos', 'create');
  const puedeEditar = usePermission('alimentos', 'update');
  const [enForm, setEnForm] = useState<Alimento | null | undefined>(undefined);
  const cambiarEstado = useCambiarEstado(ALIMENTOS_KEY, (id, estado) => guardarAlimento(id, { estado }));
  const filtros = useFiltros('alimentos');

  const columnas: ListColumn<Alimento>[] = [
    ...(puedeEditar ? [columnaActivo<Alimento>(t, (a, activo) => cambiarEstado(a.id, activo)), columnaEditar<Alimento>(t, setEnForm)] : []),
    { field: 'nombre', headerName: t('alimentos.campos.nombre'), sortable: true, flex: 1.5 },
    { field: 'unidad', headerName: t('alimentos.campos.unidad'), sortable: true, flex: 1 },
    { field: 'nombreGrupo', headerName: t('alimentos.campos.grupo'), sortable: true, flex: 1.2 },
    columnaEstado<Alimento>(t),
  ];

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
        {t('alimentos.titulo')}
      </Typography>
      <ListTable<Alimento>
        title={t('alimentos.lista')}
        queryKey={ALIMENTOS_KEY}
        fetchPage={listarAlimentos}
        columns={columnas}
        filters={filtros}
        getRowId={(a) => a.id}
        toolbar={
          puedeCrear && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEnForm(null)}>
              {t('alimentos.agregar')}
            </Button>
          )
        }
      />
      {enForm !== undefined && <AlimentoDialog alimento={enForm} producto={false} onClose={() => setEnForm(undefined)} />}
    </Stack>
  );
}
