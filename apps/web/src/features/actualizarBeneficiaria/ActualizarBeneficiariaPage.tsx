import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { errorMessage } from '../../api/errors';
import { ACTUALIZAR_KEY, buscarRegistros } from './api';
import { FichaBeneficiaria } from './FichaBeneficiaria';

/** The document field's length (a CI with its complement fits). */
const MAX_DOCUMENTO = 20;

/**
 * `/actualizarBeneficiaria` (spec part 2 §2.16; roles 2 and 3): the counter looks a person up by
 * document and, for each of her subsidies, sees the deliveries and acts on her phone, her mobile
 * device account, her card and a package delivery.
 */
export default function ActualizarBeneficiariaPage() {
  const { t } = useTranslation();
  const [texto, setTexto] = useState('');
  const [documento, setDocumento] = useState<string | null>(null);
  const [falta, setFalta] = useState(false);
  const registros = useQuery({ queryKey: [...ACTUALIZAR_KEY, documento], queryFn: () => buscarRegistros(documento!), enabled: documento !== null });

  const buscar = (e: FormEvent) => {
    e.preventDefault();
    const doc = texto.trim();
    setFalta(!doc);
    if (!doc) return;
    if (doc === documento) void registros.refetch();
    setDocumento(doc);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
        {t('actualizarBeneficiaria.titulo')}
      </Typography>
      <Stack component="form" role="search" aria-label={t('actualizarBeneficiaria.busqueda')} direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={buscar} noValidate sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          id="buscar-documento"
          label={t('actualizarBeneficiaria.documento')}
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          error={falta}
          helperText={falta ? t('servidor.mensajes.busquedaRequiereDocumento') : ' '}
          slotProps={{ htmlInput: { maxLength: MAX_DOCUMENTO, autoComplete: 'off' } }}
          size="small"
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={registros.isFetching}>
          {t('actualizarBeneficiaria.buscar')}
        </Button>
      </Stack>
      {registros.isFetching && <CircularProgress aria-label={t('common.loading')} size={28} />}
      {registros.isError && <Alert severity="error">{errorMessage(registros.error, t('toast.error'))}</Alert>}
      {registros.isSuccess && !registros.isFetching && registros.data.length === 0 && <Alert severity="info">{t('actualizarBeneficiaria.sinRegistros')}</Alert>}
      {registros.data?.map((r) => (
        <FichaBeneficiaria key={r.id} registro={r} onCambio={() => void registros.refetch()} />
      ))}
    </Stack>
  );
}
