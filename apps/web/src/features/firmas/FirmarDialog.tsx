import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormDialog } from '../../components/dialogs/FormDialog';
import type { DocumentoFirma } from './api';
import { origenDeEstaPagina } from '../../shared/programaLocal';
import { Firmador, FirmadorRechazaPagina, RechazoFirmador, SinFirmador, type Certificado } from './firmador';
import { firmarDocumentos, type Progreso } from './firmarDocumentos';
import { ProgresoFirma } from './ProgresoFirma';
import { fechaDia } from '@pb/contract/valores';

/**
 * The panel's states (spec part 1 §4): program not running (or running but refusing this page, issue 32
 * item 15), no token, token connected, authenticated, signing.
 */
type Paso = { paso: 'comprobando' } | { paso: 'sinPrograma' } | { paso: 'rechazaPagina' } | { paso: 'sinToken'; mensaje: string } | { paso: 'token' } | { paso: 'autenticado'; certificados: Certificado[] } | { paso: 'firmando' };

interface Props {
  direccion: string;
  documentos: DocumentoFirma[];
  progreso: Record<number, Progreso>;
  onProgreso: (id: number, p: Progreso) => void;
  /** All documents went through (each ACTUALIZADO or ERROR_*) and the token's session is closed. */
  onTerminado: () => void;
  onClose: () => void;
}

/**
 * The signing panel (spec part 1 §2 'Signing panel', §4, §8) against the local signing program:
 * it checks the program runs and sees one token, asks the token's PIN, lists its certificates, and
 * signs every chosen document with the one picked; then it finishes the token's session.
 */
export function FirmarDialog({ direccion, documentos, progreso, onProgreso, onTerminado, onClose }: Props) {
  const { t } = useTranslation();
  const firmador = useMemo(() => new Firmador(direccion), [direccion]);
  const [estado, setEstado] = useState<Paso>({ paso: 'comprobando' });
  const [pin, setPin] = useState('');
  const [intentado, setIntentado] = useState(false);
  const [alias, setAlias] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);

  /** States 1–3: is the program there, with exactly one token? */
  const comprobar = useCallback(async () => {
    setError(null);
    setEstado({ paso: 'comprobando' });
    try {
      await firmador.enMarcha();
      await firmador.tokens();
      setEstado({ paso: 'token' });
    } catch (e) {
      if (e instanceof SinFirmador) setEstado({ paso: 'sinPrograma' });
      else if (e instanceof FirmadorRechazaPagina) setEstado({ paso: 'rechazaPagina' });
      else setEstado({ paso: 'sinToken', mensaje: e instanceof RechazoFirmador && e.message ? e.message : t('firmas.panel.sinToken') });
    }
  }, [firmador, t]);

  useEffect(() => {
    void comprobar();
  }, [comprobar]);

  /** State 3 → 4: the PIN opens the token's session and its certificates are listed. */
  const ingresar = async () => {
    setIntentado(true);
    if (pin.trim() === '') return;
    setOcupado(true);
    setError(null);
    try {
      await firmador.iniciar(pin);
      const certificados = await firmador.certificados();
      setAlias(certificados.find((c) => c.esValido)?.alias ?? '');
      setEstado({ paso: 'autenticado', certificados });
    } catch (e) {
      if (e instanceof SinFirmador) setEstado({ paso: 'sinPrograma' });
      else setError(e instanceof RechazoFirmador && e.message ? e.message : t('firmas.panel.errorToken'));
    } finally {
      setOcupado(false);
    }
  };

  /** State 4 → 5: every document signed in turn, then the token's session finished. */
  const firmar = async () => {
    if (!alias) return;
    setEstado({ paso: 'firmando' });
    setOcupado(true);
    await firmarDocumentos(firmador, alias, documentos, onProgreso, { respuestaIncorrecta: t('firmas.panel.respuestaIncorrecta'), errorFirma: t('firmas.panel.errorFirma'), error: t('toast.error') });
    await firmador.terminar();
    setOcupado(false);
    onTerminado();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (estado.paso === 'sinPrograma' || estado.paso === 'rechazaPagina' || estado.paso === 'sinToken') void comprobar();
    else if (estado.paso === 'token') void ingresar();
    else if (estado.paso === 'autenticado') void firmar();
  };

  const cerrar = () => {
    if (estado.paso === 'autenticado') void firmador.terminar();
    onClose();
  };

  const boton =
    estado.paso === 'token' ? t('firmas.panel.ingresar') : estado.paso === 'autenticado' || estado.paso === 'firmando' ? t('firmas.panel.firmar', { count: documentos.length }) : t('firmas.panel.reintentar');

  return (
    <FormDialog
      id="firmar"
      title={t('firmas.panel.titulo')}
      description={t('firmas.panel.descripcion', { count: documentos.length })}
      width={640}
      busy={ocupado || estado.paso === 'comprobando' || estado.paso === 'firmando'}
      error={error}
      onSubmit={onSubmit}
      onClose={cerrar}
      submitLabel={boton}
      submitDisabled={estado.paso === 'comprobando' || estado.paso === 'firmando' || (estado.paso === 'autenticado' && !alias)}
    >
      {estado.paso === 'comprobando' && <Typography role="status">{t('firmas.panel.comprobando')}</Typography>}
      {estado.paso === 'sinPrograma' && (
        <Alert severity="warning" role="alert">
          <Typography>{t('firmas.panel.sinPrograma', { direccion })}</Typography>
          <Typography sx={{ mt: 1 }}>{t('firmas.panel.instalar')}</Typography>
          <Typography sx={{ mt: 1 }}>
            {t('firmas.panel.confiar')}{' '}
            <Link href={direccion} target="_blank" rel="noopener noreferrer">
              {direccion}
            </Link>
          </Typography>
        </Alert>
      )}
      {estado.paso === 'rechazaPagina' && (
        <Alert severity="warning" role="alert">
          {t('firmas.panel.rechazaPagina', { direccion, origen: origenDeEstaPagina() })}
        </Alert>
      )}
      {estado.paso === 'sinToken' && (
        <Alert severity="warning" role="alert">
          {estado.mensaje}
        </Alert>
      )}
      {estado.paso === 'token' && (
        <Stack spacing={2}>
          <Typography role="status">{t('firmas.panel.tokenConectado')}</Typography>
          <TextField
            label={t('firmas.panel.pin')}
            type="password"
            autoComplete="off"
            autoFocus
            required
            value={pin}
            onChange={(e) => setPin(e.target.value)}
            error={intentado && pin.trim() === ''}
            helperText={intentado && pin.trim() === '' ? t('validate.required') : ' '}
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
        </Stack>
      )}
      {estado.paso === 'autenticado' && (
        <Stack spacing={1}>
          <Typography id="firmar-certificados">{t('firmas.panel.elegirCertificado')}</Typography>
          {estado.certificados.length === 0 && <Alert severity="warning">{t('firmas.panel.sinCertificados')}</Alert>}
          <RadioGroup aria-labelledby="firmar-certificados" value={alias} onChange={(e) => setAlias(e.target.value)}>
            {estado.certificados.map((c) => (
              <FormControlLabel
                key={c.alias}
                value={c.alias}
                disabled={!c.esValido}
                control={<Radio />}
                label={
                  <Stack sx={{ py: 0.5 }}>
                    <Typography>
                      {c.nombreComunSubject} · {c.organizacionSubject}{' '}
                      <Chip size="small" color={c.esValido ? 'success' : 'default'} label={c.esValido ? t('firmas.panel.valido') : t('firmas.panel.noValido')} />
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('firmas.panel.certificado', { alias: c.alias, inicio: fechaDia(c.inicioValidez) || c.inicioValidez, fin: fechaDia(c.finValidez) || c.finValidez })}
                    </Typography>
                  </Stack>
                }
              />
            ))}
          </RadioGroup>
        </Stack>
      )}
      {estado.paso === 'firmando' && <ProgresoFirma documentos={documentos} progreso={progreso} />}
    </FormDialog>
  );
}
