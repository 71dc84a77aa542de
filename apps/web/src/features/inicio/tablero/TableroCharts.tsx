import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { primeraPantallaLista } from '../../../shell/primeraPantalla';
import { useSession } from '../../../shell/session/store';
import { NotaRetraso } from '../../../components/reports/NotaRetraso';
import { TABLERO_KEY, cargarTablero } from './api';
import { DineroChart } from './DineroChart';
import { EstadosChart } from './EstadosChart';
import { VentasChart } from './VentasChart';

/**
 * The dashboard's charts (issue 17), whichever series the server answers for the user's role.
 * Loaded in its own chunk (InicioPage's lazy import), drawn as plain SVG (./graficos, decision 076).
 */
export default function TableroCharts() {
  const { t } = useTranslation();
  const idUsuario = useSession()?.usuario.id ?? null;
  // Aggregates of up to a year: a return to the dashboard within minutes reuses them (keyed by user).
  const { data, isPending, isError } = useQuery({ queryKey: [...TABLERO_KEY, idUsuario], queryFn: ({ signal }) => cargarTablero(signal), staleTime: 5 * 60_000 });
  // Drawn (or an error, or no chart for the role): the home's first screen is complete.
  useEffect(() => {
    if (!isPending) primeraPantallaLista();
  }, [isPending]);
  if (isPending) return <CircularProgress aria-label={t('tablero.cargando')} />;
  if (isError) return <Alert severity="error">{t('tablero.error')}</Alert>;
  const tarjetas = [
    data.dineroPorMes && <DineroChart key="dinero" meses={data.dineroPorMes} />,
    data.beneficiariasPorEstado && <EstadosChart key="beneficiarias" titulo={t('tablero.beneficiariasTitulo')} vacio={t('tablero.beneficiariasVacio')} estados={data.beneficiariasPorEstado} />,
    data.planillasPorEstado && <EstadosChart key="planillas" titulo={t('tablero.planillasTitulo')} vacio={t('tablero.planillasVacio')} estados={data.planillasPorEstado} />,
    data.ventasPorSemana && <VentasChart key="ventas" semanas={data.ventasPorSemana} />,
  ].filter(Boolean);
  if (tarjetas.length === 0) return null;
  return (
    <section aria-labelledby="tablero-title">
      <Typography id="tablero-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('tablero.titulo')}
      </Typography>
      <Grid container spacing={2}>
        {tarjetas.map((tarjeta, i) => (
          <Grid key={i} size={12}>
            {tarjeta}
          </Grid>
        ))}
      </Grid>
      <NotaRetraso sx={{ mt: 2 }} />
    </section>
  );
}
