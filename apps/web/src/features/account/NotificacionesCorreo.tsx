import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TipoNotificacion } from '@pb/contract/valores';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { PREFERENCIAS_KEY, cambiarNotificacion, misNotificaciones, type PreferenciaCorreo } from './api';

/** The kinds, grouped by who receives them (issue 35 §3). */
const GRUPOS: Array<{ id: 'entidades' | 'proveedores'; tipos: TipoNotificacion[] }> = [
  { id: 'entidades', tipos: ['CPT_EMITIDO', 'CPT_POR_VENCER', 'CPT_VENCIDO', 'PLANILLA_PAGADA', 'C31_APROBADO', 'C31_RECHAZADO'] },
  { id: 'proveedores', tipos: ['PAGO_ENVIADO', 'PAGO_PAGADO', 'PAGO_OBSERVADO'] },
];

/**
 * `/account`'s mail notices (issue 35 §3, decision 065): one switch per kind, on by default; each
 * change is saved at once for the signed-in user only, and the list is read again from the server.
 */
export function NotificacionesCorreo() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const consulta = useQuery({ queryKey: PREFERENCIAS_KEY, queryFn: misNotificaciones });
  const cambio = useMutation({
    mutationFn: (p: { tipo: TipoNotificacion; activa: boolean }) => cambiarNotificacion(p.tipo, p.activa),
    // `p` is the change sent (a kind of the catalogue); the server answers the preference it keeps.
    onSuccess: (guardada, p) => {
      queryClient.setQueryData<PreferenciaCorreo[]>(PREFERENCIAS_KEY, (antes) => antes?.map((x) => (x.tipo === p.tipo ? (guardada ?? p) : x)));
      notify('success', t(p.activa ? 'account.correos.activado' : 'account.correos.desactivado', { tipo: t(`account.correos.tipos.${p.tipo}`) }));
    },
    onError: (error) => notify('error', errorMessage(error, t('toast.error'))),
  });
  const activa = new Map((consulta.data ?? []).map((p) => [p.tipo, p.activa]));
  // The server says which kinds the user's role receives: only their groups and switches are shown.
  const grupos = GRUPOS.map((g) => ({ ...g, tipos: g.tipos.filter((tipo) => activa.has(tipo)) })).filter((g) => g.tipos.length > 0);

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="account-correos" data-testid="account-correos">
      <Typography id="account-correos" variant="h5" component="h2">
        {t('account.correos.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('account.correos.intro')}
      </Typography>
      {consulta.isPending && <CircularProgress size={24} sx={{ mt: 2 }} aria-label={t('account.correos.cargando')} />}
      {consulta.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(consulta.error, t('toast.error'))}
        </Alert>
      )}
      {consulta.isSuccess && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mt: 2 }}>
          {grupos.map((g) => (
            <FormControl key={g.id} component="fieldset" sx={{ flex: 1 }}>
              <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
                {t(`account.correos.grupos.${g.id}`)}
              </FormLabel>
              <FormGroup>
                {g.tipos.map((tipo) => (
                  <FormControlLabel
                    key={tipo}
                    control={<Switch checked={activa.get(tipo) === true} disabled={cambio.isPending} onChange={(_e, checked) => cambio.mutate({ tipo, activa: checked })} />}
                    label={t(`account.correos.tipos.${tipo}`)}
                  />
                ))}
              </FormGroup>
            </FormControl>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
