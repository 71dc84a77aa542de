import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { DateParts } from '../../components/DateParts';
import { PARTES_VACIAS, fechaIso } from '../../components/dateParts';
import { buscarPersona, yaRegistrada, type PersonaSegip } from './api';

/**
 * The look-up of spec part 2 §2.13 and §5: 'Buscar' needs the document number (an optional
 * complement after a hyphen, upper-cased) and the birth date; the person SEGIP holds goes up.
 */
export function BuscarPersona({ onEncontrada }: { onEncontrada: (p: PersonaSegip | null) => void }) {
  const { t } = useTranslation();
  const [documento, setDocumento] = useState('');
  const [nacimiento, setNacimiento] = useState(PARTES_VACIAS);
  const [error, setError] = useState<string | null>(null);
  const [buscando, setBuscando] = useState(false);
  const iso = fechaIso(nacimiento);
  const listo = Boolean(/^\d+/.test(documento) && iso) && !buscando;
  // A date of three full parts that does not exist (31/02/1999) is said on the date; why «Buscar» is
  // off, beside it (issue 51 §11).
  const fechaCompleta = nacimiento.dia !== '' && nacimiento.mes !== '' && nacimiento.anio.length === 4;
  const fechaNoExiste = fechaCompleta && !iso;
  const porQueNo = buscando ? null : !/^\d+/.test(documento) ? t('registros.faltaDocumento') : !iso ? (fechaNoExiste ? t('registros.fechaNoExiste') : t('registros.faltaFecha')) : null;

  const cambiar = () => {
    setError(null);
    onEncontrada(null);
  };

  const buscar = async () => {
    if (!listo || !iso) return;
    setError(null);
    setBuscando(true);
    try {
      const [numero = '', complemento] = documento.trim().split('-');
      const doc = complemento?.trim() ? `${numero}-${complemento.trim().toUpperCase()}` : numero;
      const p = await buscarPersona(doc, iso);
      if (p && (await yaRegistrada(numero, complemento?.trim() ? complemento.trim().toUpperCase() : null))) setError(t('servidor.mensajes.subsidioYaRegistrado'));
      else if (p) {
        notify('success', t('registros.encontrada'));
        onEncontrada(p);
      } else setError(t('servidor.mensajes.personaNoEncontradaSegip'));
    } catch (err) {
      setError(errorMessage(err, t('toast.error')));
    } finally {
      setBuscando(false);
    }
  };

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void buscar();
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <TextField
          id="registros-documento"
          label={t('registros.documento')}
          required
          value={documento}
          onChange={(e) => {
            setDocumento(e.target.value.replace(/[^0-9A-Za-z-]/g, '').slice(0, 25));
            cambiar();
          }}
          helperText={t('registros.documentoAyuda')}
          slotProps={{ htmlInput: { maxLength: 25, autoComplete: 'off' } }}
          sx={{ width: { xs: '100%', md: 260 } }}
        />
        <DateParts
          id="registros-nacimiento"
          label={t('registros.fechaNacimiento')}
          required
          value={nacimiento}
          onChange={(p) => {
            setNacimiento(p);
            cambiar();
          }}
          error={fechaNoExiste ? t('registros.fechaNoExiste') : undefined}
        />
        <Stack spacing={0.5} sx={{ mt: { md: 3 } }}>
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={!listo} aria-describedby={fechaNoExiste ? 'registros-nacimiento-error' : porQueNo ? 'registros-por-que-no' : undefined} sx={{ alignSelf: 'flex-start' }}>
            {t('registros.buscar')}
          </Button>
          {porQueNo && !fechaNoExiste && (
            <Typography id="registros-por-que-no" variant="body2" color="text.secondary">
              {porQueNo}
            </Typography>
          )}
        </Stack>
      </Stack>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
