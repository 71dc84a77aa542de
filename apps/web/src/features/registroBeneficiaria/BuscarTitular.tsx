import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { useSession } from '../../shell/session/store';
import { buscarTitular, type Titular } from './api';

/** Spec part 2 §2.6: the document is at most 12 digits, integers only. */
const MAX_DOCUMENTO = 12;
const soloDigitos = (v: string) => v.replace(/\D/g, '').slice(0, MAX_DOCUMENTO);

export interface Empleador {
  nit: string;
  matricula: string;
}

/**
 * The card 'OVT - Buscar titular': an employer searches its own NIT (choosing the matrícula when it
 * has more than one); the programme's operator types the employer's NIT and matrícula.
 */
export function BuscarTitular({ onEncontrado }: { onEncontrado: (t: Titular, e: Empleador) => void }) {
  const { t } = useTranslation();
  const usuario = useSession()?.usuario;
  const propias = usuario?.matriculas_comercio.length ? usuario.matriculas_comercio : usuario?.matricula_comercio ? [usuario.matricula_comercio] : [];
  const esEmpleador = Boolean(usuario?.nit && propias.length);
  const [nit, setNit] = useState(esEmpleador ? usuario!.nit! : '');
  const [matricula, setMatricula] = useState(propias[0] ?? '');
  const [documento, setDocumento] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [buscando, setBuscando] = useState(false);

  const buscar = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!nit.trim() || !matricula.trim() || !documento) {
      setError(t('validate.required'));
      return;
    }
    setBuscando(true);
    try {
      const r = await buscarTitular({ nit: nit.trim(), matricula: matricula.trim(), nroCi: documento });
      notify('success', t('servidor.mensajes.trabajadorEncontrado'));
      onEncontrado(r.datos, { nit: nit.trim(), matricula: matricula.trim() });
    } catch (err) {
      setError(errorMessage(err, t('toast.error')));
    } finally {
      setBuscando(false);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="buscar-titular-titulo">
      <CardContent>
        <Typography id="buscar-titular-titulo" variant="h6" component="h2" gutterBottom>
          {t('registroBeneficiaria.buscarTitular')}
        </Typography>
        <Stack component="form" onSubmit={buscar} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }} noValidate>
          <TextField id="titular-nit" label={t('registroBeneficiaria.nit')} value={nit} onChange={(e) => setNit(e.target.value)} required slotProps={{ input: { readOnly: esEmpleador }, htmlInput: { maxLength: 25 } }} />
          {esEmpleador && propias.length > 1 ? (
            <TextField id="titular-matricula" select label={t('registroBeneficiaria.matricula')} value={matricula} onChange={(e) => setMatricula(e.target.value)} required sx={{ minWidth: 200 }}>
              {propias.map((m) => (
                <MenuItem key={m} value={m}>
                  {m}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField id="titular-matricula" label={t('registroBeneficiaria.matricula')} value={matricula} onChange={(e) => setMatricula(e.target.value)} required slotProps={{ input: { readOnly: esEmpleador }, htmlInput: { maxLength: 50 } }} />
          )}
          <TextField
            id="titular-documento"
            label={t('registroBeneficiaria.documento')}
            value={documento}
            onChange={(e) => setDocumento(soloDigitos(e.target.value))}
            required
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: MAX_DOCUMENTO } }}
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={buscando} sx={{ mt: { md: 1 } }}>
            {t('registroBeneficiaria.buscar')}
          </Button>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
