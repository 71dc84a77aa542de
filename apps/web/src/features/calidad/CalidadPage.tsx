import { replyText } from '../../api/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import { REPORTES_CALIDAD, fechaHora, type ReporteCalidad } from '@pb/contract/valores';
import { ListPage } from '../../components/list/ListPage';
import type { ListColumn } from '../../components/list/types';
import { NotaRetraso } from '../../components/reports/NotaRetraso';
import { useSaveAction } from '../../components/dialogs/useSaveAction';
import { usePermission } from '../../shell/session/usePermission';
import { notify } from '../../shell/notify/store';
import { CALIDAD_KEY, actualizarCalidad, descargarCalidad, listarCalidad, type FilaCalidad } from '../../shared/calidad/api';

/**
 * `/calidad` (issue 35 §4, roles 1, 2 and 10): one data-quality report at a time, paged, and its CSV.
 * The findings are computed once a day, or now with "Recalcular" (role 2) (decision 066): the page says
 * when, or that they were never computed.
 */
const CLAVE_LEGIBLE: Partial<Record<ReporteCalidad, 'tarjeta' | 'celular'>> = { tarjetasSinUso: 'tarjeta', celularesCompartidos: 'celular' };

export default function CalidadPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const puedeDescargar = usePermission('calidad', 'csv');
  const puedeActualizar = usePermission('calidad', 'update');
  const [reporte, setReporte] = useState<ReporteCalidad>(REPORTES_CALIDAD[0]);
  /** When the report shown was computed: undefined until the list answers, null when never. */
  const [calculadoEn, setCalculadoEn] = useState<string | null | undefined>(undefined);
  const [ocupado, setOcupado] = useState(false);
  const { error, save } = useSaveAction();
  // The key orders the rows; it is shown only where a person reads it (a card, a mobile), never an internal id (issue 51 §13).
  const clave = CLAVE_LEGIBLE[reporte];
  const columnas: ListColumn<FilaCalidad>[] = [
    ...(clave ? [{ field: 'clave' as const, headerName: t(`calidad.campos.${clave}`), flex: 1 }] : []),
    { field: 'documento', headerName: t('calidad.campos.documento'), flex: 1 },
    { field: 'nombre', headerName: t('calidad.campos.nombre'), flex: 2 },
    { field: 'detalle', headerName: t('calidad.campos.detalle'), flex: 3, wrap: true },
  ];

  const actualizar = async () => {
    setOcupado(true);
    let mensaje: string | null = null;
    const hecho = await save(async () => {
      const r = await actualizarCalidad();
      mensaje = r ? replyText(r) : null;
    });
    setOcupado(false);
    if (hecho && mensaje) {
      notify('success', mensaje);
      await queryClient.invalidateQueries({ queryKey: CALIDAD_KEY });
    }
  };

  return (
    <ListPage<FilaCalidad>
      heading={t('calidad.titulo')}
      headingAction={
        <Stack direction="row" spacing={1}>
          {puedeActualizar && (
            <Button variant="contained" startIcon={ocupado ? <CircularProgress size={18} color="inherit" /> : <RefreshIcon />} disabled={ocupado} onClick={() => void actualizar()}>
              {ocupado ? t('calidad.actualizando') : t('calidad.actualizar')}
            </Button>
          )}
          {puedeDescargar && (
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void descargarCalidad(reporte)}>
              {t('calidad.descargar')}
            </Button>
          )}
        </Stack>
      }
      beforeList={
        <Stack spacing={2}>
          <TextField select id="calidad-reporte" label={t('calidad.reporte')} size="small" value={reporte} onChange={(e) => setReporte(e.target.value as ReporteCalidad)} sx={{ maxWidth: 480 }}>
            {REPORTES_CALIDAD.map((r) => (
              <MenuItem key={r} value={r}>
                {t(`calidad.reportes.${r}`)}
              </MenuItem>
            ))}
          </TextField>
          {error && <Alert severity="error">{error}</Alert>}
          {calculadoEn === null && (
            <Alert severity="warning" data-testid="calidad-calculado">
              {t('calidad.sinCalcular')}
            </Alert>
          )}
          {calculadoEn && (
            <Alert severity="info" data-testid="calidad-calculado">
              {t('calidad.calculadoEl', { cuando: fechaHora(calculadoEn) })}
            </Alert>
          )}
        </Stack>
      }
      listKey={reporte}
      title={t(`calidad.reportes.${reporte}`)}
      queryKey={[...CALIDAD_KEY, reporte]}
      fetchPage={async (q) => {
        const r = await listarCalidad(reporte, q);
        setCalculadoEn(r.calculadoEn);
        return r;
      }}
      columns={columnas}
      getRowId={(f) => f.clave}
    >
      <NotaRetraso />
    </ListPage>
  );
}
