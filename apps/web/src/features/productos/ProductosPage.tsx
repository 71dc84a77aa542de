import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { usePermission } from '../../app/session/usePermission';
import { formatMoney } from '../../components/money';
import { ListTable } from '../../components/list/ListTable';
import type { ListColumn } from '../../components/list/types';
import { columnaActivo, columnaEditar, columnaEstado } from '../catalogo/columnas';
import { useCambiarEstado } from '../catalogo/useCambiarEstado';
import { ALIMENTOS_KEY, guardarAlimento, listarAlimentos, type Alimento } from '../alimentos/api';
import { AlimentoDialog } from '../alimentos/AlimentoDialog';
import { useFiltros } from '../alimentos/useFiltros';

/**
 * `/productos` (spec part 2 §2.18, role 4): the provider's own products. The same calls as the
 * programme's foods; the server answers with the caller's own products only.
 */
export default function ProductosPage() {
  const { t } = useTranslation();
  const puedeCrear = usePermission('productos', 'create');
  const puedeEditar = usePermission('productos', 'update');
  const [enForm, setEnForm] = useState<Alimento | null | undefined>(undefined);
  const cambiarEstado = useCambiarEstado(ALIMENTOS_KEY, (id, estado) => guardarAlimento(id, { estado }));
  const filtros = useFiltros('productos');

  // Spec part 2 §2.18: active switch, name, unit, price, food group, status chip.
  const columnas: ListColumn<Alimento>[] = [
    ...(puedeEditar ? [columnaActivo<Alimento>(t, (a, activo) => cambiarEstado(a.id, activo)), columnaEditar<Alimento>(t, setEnForm)] : []),
    { field: 'nombre', headerName: t('productos.campos.nombre'), sortable: true, flex: 1.5 },
    { field: 'unidad', headerName: t('productos.campos.unidad'), sortable: true, flex: 1 },
    { field: 'precio', headerName: t('productos.campos.precio'), sortable: true, width: 130, render: (a) => formatMoney(a.precio) },
    { field: 'nombreGrupo', headerName: t('productos.campos.grupo'), sortable: true, flex: 1.2 },
    columnaEstado<Alimento>(t),
  ];

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
        {t('productos.titulo')}
      </Typography>
      <ListTable<Alimento>
        title={t('productos.lista')}
        queryKey={ALIMENTOS_KEY}
        fetchPage={listarAlimentos}
        columns={columnas}
        filters={filtros}
        getRowId={(a) => a.id}
        toolbar={
          puedeCrear && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEnForm(null)}>
              {t('productos.agregar')}
            </Button>
          )
        }
      />
      {enForm !== undefined && <AlimentoDialog alimento={enForm} producto onClose={() => setEnForm(undefined)} />}
    </Stack>
  );
}
