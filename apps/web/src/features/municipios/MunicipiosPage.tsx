import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { usePermission } from '../../shell/session/usePermission';
import { ListTable } from '../../components/list/ListTable';
import type { ListColumn, ListFilter } from '../../components/list/types';
import { useColumnaEstado, useColumnasAcciones, useFiltroEstado } from '../../shared/otrasEntidades/columnas';
import { useCambiarEstado } from '../../shared/otrasEntidades/useCambiarEstado';
import { MUNICIPIOS_KEY, cambiarEstadoMunicipio, listarMunicipios, type MunicipioSupermercado } from './api';
import { MunicipioDialog } from './MunicipioDialog';

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
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
        {t('otrasEntidades.municipios.titulo')}
      </Typography>
      <ListTable<MunicipioSupermercado>
        title={t('otrasEntidades.municipios.lista')}
        queryKey={MUNICIPIOS_KEY}
        fetchPage={listarMunicipios}
        columns={columnas}
        filters={filtros}
        defaultOrder="nombre"
        getRowId={(m) => m.id}
        toolbar={
          puedeCrear && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialogo(null)}>
              {t('otrasEntidades.municipios.agregar')}
            </Button>
          )
        }
      />
      {dialogo !== undefined && <MunicipioDialog municipio={dialogo} onClose={() => setDialogo(undefined)} />}
    </Stack>
  );
}
