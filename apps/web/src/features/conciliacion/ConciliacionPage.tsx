import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import { ListPage } from '../../components/list/ListPage';
import type { ListColumn } from '../../components/list/types';
import { DayFilterField } from '../../components/list/DayFilterField';
import { dayToIso } from '../../components/list/dayText';
import { EstadoChip } from '../../components/list/EstadoChip';
import { NotaRetraso } from '../../components/reports/NotaRetraso';
import { diaMesAnio, fechaBolivia, fechaHora, sumarDias } from '@pb/contract/valores';
import { formatMoney } from '../../components/money';
import { useSaveAction } from '../../components/dialogs/useSaveAction';
import { usePermission } from '../../shell/session/usePermission';
import { notify } from '../../shell/notify/store';
import { keyedText } from '../../api/messages';
import { CONCILIACION_KEY } from '../../shared/conciliacion/api';
import { conciliarDia, descargarCsv, descargarPdf, listarDiferencias, resumenDia, type Diferencia } from './api';
import { perezoso } from '../../components/perezoso';

const ResolverDialog = perezoso(() => import('./ResolverDialog').then((m) => m.ResolverDialog));

/** The difference's detail by its key in the user's language; one found before the keys as the server wrote it. */
const detalleEnIdioma = (d: Diferencia) => keyedText({ clave: d.detalleClave, parametros: d.detalleParametros }, d.detalle);

const ayer = () => diaMesAnio(sumarDias(fechaBolivia(new Date()), -1));

/**
 * `/conciliacion` (issue 35 §1, decision 064; roles 1, 2 and 10 read, 2 acts): a day (yesterday at
 * first), its run's figures, its differences with their state, "Resolver" with a reason, the day's
 * CSV and PDF, and "Conciliar el día" to run it again now.
 */
export default function ConciliacionPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const puedeActuar = usePermission('conciliacion', 'update');
  const puedeDescargar = usePermission('conciliacion', 'csv');
  const [texto, setTexto] = useState(ayer);
  const [fecha, setFecha] = useState(() => dayToIso(ayer())!);
  const [intentado, setIntentado] = useState(false);
  const [resolviendo, setResolviendo] = useState<Diferencia | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const { error, save } = useSaveAction();
  const resumen = useQuery({ queryKey: [...CONCILIACION_KEY, 'resumen', fecha], queryFn: () => resumenDia(fecha) });
  const refrescar = () => void queryClient.invalidateQueries({ queryKey: CONCILIACION_KEY });

  const ver = (e: FormEvent) => {
    e.preventDefault();
    setIntentado(true);
    const iso = dayToIso(texto);
    if (iso) setFecha(iso);
  };
  const conciliar = async () => {
    setOcupado(true);
    let r: { nuevas: number; abiertas: number } | null = null;
    const hecho = await save(async () => {
      r = await conciliarDia(fecha);
    });
    setOcupado(false);
    if (hecho && r) {
      const { nuevas, abiertas } = r;
      notify('success', t('conciliacion.conciliado', { nuevas, abiertas }));
      refrescar();
    }
  };

  const columnas: ListColumn<Diferencia>[] = [
    { field: 'tipo', headerName: t('conciliacion.campos.tipo'), flex: 1.2, render: (d) => t(`conciliacion.tipos.${d.tipo}`, { defaultValue: d.tipo }) },
    { field: 'referencia', headerName: t('conciliacion.campos.referencia'), width: 130 },
    { field: 'montoNuestro', headerName: t('conciliacion.campos.montoNuestro'), width: 130, render: (d) => (d.montoNuestro ? formatMoney(d.montoNuestro) : '—') },
    { field: 'montoExterno', headerName: t('conciliacion.campos.montoExterno'), width: 140, render: (d) => (d.montoExterno ? formatMoney(d.montoExterno) : '—') },
    { field: 'estado', headerName: t('conciliacion.campos.estado'), width: 120, render: (d) => <EstadoChip estado={t(`conciliacion.estados.${d.estado}`, { defaultValue: d.estado })} /> },
    {
      field: 'resolucion',
      headerName: t('conciliacion.campos.resolucion'),
      flex: 2,
      wrap: true,
      render: (d) =>
        d.estado === 'RESUELTA' ? (
          t('conciliacion.resueltaPor', { usuario: d.resueltaPor ?? '', cuando: fechaHora(d.fechaResolucion), motivo: d.motivo ?? '' })
        ) : puedeActuar ? (
          <Button size="small" variant="outlined" aria-label={t('conciliacion.resolver.accion', { codigo: d.referencia })} onClick={() => setResolviendo(d)}>
            {t('conciliacion.resolver.boton')}
          </Button>
        ) : (
          detalleEnIdioma(d)
        ),
    },
  ];

  return (
    <ListPage<Diferencia>
      heading={t('conciliacion.titulo')}
      headingAction={
        <Stack direction="row" spacing={1}>
          {puedeDescargar && (
            <>
              <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void descargarCsv(fecha)}>
                {t('conciliacion.descargarCsv')}
              </Button>
              <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={() => void descargarPdf(fecha)}>
                {t('conciliacion.descargarPdf')}
              </Button>
            </>
          )}
        </Stack>
      }
      beforeList={
        <Stack spacing={2}>
          <Box component="form" onSubmit={ver} noValidate sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <DayFilterField label={t('conciliacion.fecha')} text={texto} showError={intentado} onChange={setTexto} />
            <Button type="submit" variant="outlined">
              {t('conciliacion.ver')}
            </Button>
            {puedeActuar && (
              <Button variant="contained" startIcon={<PlaylistAddCheckIcon />} disabled={ocupado} onClick={() => void conciliar()}>
                {t('conciliacion.conciliar')}
              </Button>
            )}
          </Box>
          {error && <Alert severity="error">{error}</Alert>}
          {resumen.isSuccess && (
            <Alert severity="info" data-testid="conciliacion-resumen">
              {resumen.data
                ? t('conciliacion.resumen', { pagos: resumen.data.pagosPlataforma, acreditados: resumen.data.codigosAcreditados, cuando: fechaHora(resumen.data.ultimaEjecucion) })
                : t('conciliacion.sinConciliar')}
            </Alert>
          )}
        </Stack>
      }
      listKey={fecha}
      title={t('conciliacion.lista', { fecha: diaMesAnio(fecha) })}
      queryKey={[...CONCILIACION_KEY, 'diferencias', fecha]}
      fetchPage={(q) => listarDiferencias(fecha, q)}
      columns={columnas}
      getRowId={(d) => d.id}
    >
      <NotaRetraso />
      {resolviendo && (
        <ResolverDialog
          diferencia={resolviendo}
          onClose={() => setResolviendo(null)}
          onResuelta={() => {
            setResolviendo(null);
            refrescar();
          }}
        />
      )}
    </ListPage>
  );
}
