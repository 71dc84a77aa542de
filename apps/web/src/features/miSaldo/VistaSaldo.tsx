import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { errorMessage } from '../../api/errors';
import { replyText } from '../../api/messages';
import { type MiSaldoVista } from '@pb/contract';
import { diaMesAnio, fechaHora } from '@pb/contract/valores';
import { formatBs } from '../../components/money';
import { cambiarAvisos, descargarExtracto, idiomaSms } from './api';

/** A section of her page: a heading and a list, or a sentence when it has nothing. */
function Seccion({ id, titulo, vacio, filas }: { id: string; titulo: string; vacio: string; filas: Array<{ clave: string; primario: string; secundario?: string; monto?: string }> }) {
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {titulo}
      </Typography>
      {filas.length === 0 ? (
        <Typography color="text.secondary">{vacio}</Typography>
      ) : (
        <List dense disablePadding>
          {filas.map((f) => (
            <ListItem key={f.clave} disableGutters secondaryAction={f.monto ? <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>{f.monto}</Typography> : undefined}>
              <ListItemText primary={f.primario} secondary={f.secundario} sx={{ pr: f.monto ? 12 : 0 }} />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}

/**
 * What her grant shows (decision 063): balances, last movements, delivery calendar, regional office,
 * her SMS notices' switch (decision 082), the statement PDF.
 */
export function VistaSaldo({ token, vista, onSalir }: { token: string; vista: MiSaldoVista; onSalir: () => void }) {
  const { t, i18n } = useTranslation();
  const [descargando, setDescargando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [avisos, setAvisos] = useState(vista.avisosSms);
  const [guardandoAvisos, setGuardandoAvisos] = useState(false);
  const [avisosMensaje, setAvisosMensaje] = useState<string | null>(null);
  const conSigno = (monto: string) => `${monto.startsWith('-') ? '−' : '+'} ${formatBs(monto.replace(/^[+-]/, ''))}`;

  const descargar = async () => {
    setError(null);
    setDescargando(true);
    try {
      await descargarExtracto(token);
    } catch (err) {
      setError(errorMessage(err, t('toast.error')));
    } finally {
      setDescargando(false);
    }
  };

  // Saved at once, in the page's language; the switch shows the new state while it saves and goes back if it fails.
  const cambiar = async (activo: boolean) => {
    const antes = avisos;
    setError(null);
    setAvisosMensaje(null);
    setAvisos(activo);
    setGuardandoAvisos(true);
    try {
      const r = await cambiarAvisos(token, activo, idiomaSms(i18n.language));
      setAvisos(r.avisosSms);
      setAvisosMensaje(replyText(r));
    } catch (err) {
      setAvisos(antes);
      setError(errorMessage(err, t('toast.error')));
    } finally {
      setGuardandoAvisos(false);
    }
  };

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="subtitle1">{t('miSaldo.hola', { nombre: vista.nombre })}</Typography>
        <Typography color="text.secondary">{t('miSaldo.celular', { celular: vista.celular })}</Typography>
      </div>
      <Seccion id="mi-saldo-saldos" titulo={t('miSaldo.saldos')} vacio={t('miSaldo.sinSaldos')} filas={vista.saldos.map((s, i) => ({ clave: `${i}`, primario: s.subsidio, monto: formatBs(s.saldo) }))} />
      <Divider />
      <Seccion
        id="mi-saldo-movimientos"
        titulo={t('miSaldo.movimientos')}
        vacio={t('miSaldo.sinMovimientos')}
        filas={vista.movimientos.map((m, i) => ({ clave: `${i}`, primario: m.detalle, secundario: `${fechaHora(m.fecha)} · ${m.subsidio}`, monto: conSigno(m.monto) }))}
      />
      <Divider />
      <Seccion
        id="mi-saldo-calendario"
        titulo={t('miSaldo.calendario')}
        vacio={t('miSaldo.sinCalendario')}
        filas={vista.calendario.map((c, i) => ({
          clave: `${i}`,
          primario: t('miSaldo.entrega', { subsidio: c.subsidio, asignacion: c.asignacion }),
          secundario: t('miSaldo.entregaFechas', { desde: diaMesAnio(c.desde), hasta: diaMesAnio(c.hasta), estado: t(`miSaldo.estados.${c.estado}`, { defaultValue: c.estado }) }),
          monto: formatBs(c.monto),
        }))}
      />
      <Divider />
      <section aria-labelledby="mi-saldo-oficina">
        <Typography id="mi-saldo-oficina" variant="h6" component="h2" gutterBottom>
          {t('miSaldo.oficina')}
        </Typography>
        {vista.oficina ? (
          <>
            <Typography>{vista.oficina.nombre}</Typography>
            {[vista.oficina.direccion, vista.oficina.municipio, vista.oficina.telefonos && t('miSaldo.telefonos', { telefonos: vista.oficina.telefonos })].filter(Boolean).map((linea) => (
              <Typography key={linea} color="text.secondary">
                {linea}
              </Typography>
            ))}
          </>
        ) : (
          <Typography color="text.secondary">{t('miSaldo.sinOficina')}</Typography>
        )}
      </section>
      <Divider />
      <section aria-labelledby="mi-saldo-avisos">
        <Typography id="mi-saldo-avisos" variant="h6" component="h2" gutterBottom>
          {t('miSaldo.avisos')}
        </Typography>
        <FormControlLabel
          control={<Switch checked={avisos} disabled={guardandoAvisos} onChange={(_e, activo) => void cambiar(activo)} slotProps={{ input: { 'aria-describedby': 'mi-saldo-avisos-ayuda' } }} />}
          label={t('miSaldo.recibirAvisos')}
        />
        <FormHelperText id="mi-saldo-avisos-ayuda" sx={{ mx: 0, fontSize: 'body2.fontSize' }}>
          {t('miSaldo.avisosAyuda')}
        </FormHelperText>
        {/* Always in the page, so that what it comes to say is read out. */}
        <Box role="status" aria-live="polite" sx={{ mt: guardandoAvisos || avisosMensaje ? 1.5 : 0 }}>
          {guardandoAvisos ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CircularProgress size={16} aria-hidden />
              <Typography variant="body2">{t('miSaldo.guardandoAvisos')}</Typography>
            </Stack>
          ) : (
            avisosMensaje && (
              <Alert severity="success" role="none">
                {avisosMensaje}
              </Alert>
            )
          )}
        </Box>
      </section>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void descargar()} disabled={descargando}>
          {descargando ? t('miSaldo.descargando') : t('miSaldo.extracto')}
        </Button>
        <Button variant="outlined" onClick={onSalir}>
          {t('miSaldo.salir')}
        </Button>
      </Stack>
    </Stack>
  );
}
