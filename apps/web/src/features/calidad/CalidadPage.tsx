import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import DownloadIcon from '@mui/icons-material/Download';
import { REPORTES_CALIDAD, type ReporteCalidad } from '@pb/contract';
import { ListPage } from '../../components/list/ListPage';
import type { ListColumn } from '../../components/list/types';
import { NotaRetraso } from '../../components/reports/NotaRetraso';
import { usePermission } from '../../shell/session/usePermission';
import { CALIDAD_KEY, descargarCalidad, listarCalidad, type FilaCalidad } from '../../shared/calidad/api';

/** `/calidad` (issue 35 §4, roles 1, 2 and 10): one data-quality report at a time, paged, and its CSV. */
export default function CalidadPage() {
  const { t } = useTranslation();
  const puedeDescargar = usePermission('calidad', 'csv');
  const [reporte, setReporte] = useState<ReporteCalidad>(REPORTES_CALIDAD[0]);
  const columnas: ListColumn<FilaCalidad>[] = [
    { field: 'clave', headerName: t('calidad.campos.clave'), flex: 1 },
    { field: 'documento', headerName: t('calidad.campos.documento'), flex: 1 },
    { field: 'nombre', headerName: t('calidad.campos.nombre'), flex: 2 },
    { field: 'detalle', headerName: t('calidad.campos.detalle'), flex: 3, wrap: true },
  ];

  return (
    <ListPage<FilaCalidad>
      heading={t('calidad.titulo')}
      headingAction={
        puedeDescargar && (
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void descargarCalidad(reporte)}>
            {t('calidad.descargar')}
          </Button>
        )
      }
      beforeList={
        <TextField select id="calidad-reporte" label={t('calidad.reporte')} size="small" value={reporte} onChange={(e) => setReporte(e.target.value as ReporteCalidad)} sx={{ maxWidth: 480 }}>
          {REPORTES_CALIDAD.map((r) => (
            <MenuItem key={r} value={r}>
              {t(`calidad.reportes.${r}`)}
            </MenuItem>
          ))}
        </TextField>
      }
      listKey={reporte}
      title={t(`calidad.reportes.${reporte}`)}
      queryKey={[...CALIDAD_KEY, reporte]}
      fetchPage={(q) => listarCalidad(reporte, q)}
      columns={columnas}
      getRowId={(f) => f.clave}
    >
      <NotaRetraso />
    </ListPage>
  );
}
