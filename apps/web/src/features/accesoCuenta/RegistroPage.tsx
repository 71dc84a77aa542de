import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/core';
import { OutlinedField, OutlinedPasswordField } from '../../components/OutlinedField';
import { useLoginForm } from '../../shared/auth/useLoginForm';
import { registrarEmpleador, type DatosRegistro } from './api';
import { CuentaCard } from './CuentaCard';
import { Resultado } from './Resultado';
import { useEnvio } from './useEnvio';

const VACIO: DatosRegistro = { nit: '', matricula: '', nro_documento: '', complemento: '', fecha_nacimiento: '', usuario: '', email: '', contrasena: '' };

/**
 * /registro: 'Registrarse'. The employer (NIT and matrícula, looked up in the OVT), its legal
 * representative (document and birth date, looked up in SEGIP) and the new account; the account
 * waits for the link mailed to its address.
 */
export default function RegistroPage() {
  const { t } = useT();
  const { text, handleSubmit } = useLoginForm(VACIO);
  const envio = useEnvio(registrarEmpleador);
  const onSubmit = handleSubmit(async (v) => envio.enviar({ ...v, nit: v.nit.trim(), matricula: v.matricula.trim(), nro_documento: v.nro_documento.trim(), complemento: v.complemento.trim(), fecha_nacimiento: v.fecha_nacimiento.trim(), usuario: v.usuario.trim(), email: v.email.trim() }));
  const contrasena = text('contrasena', { required: true, maxLength: 50 });
  const seccion = (id: string, titulo: string) => (
    <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
      {titulo}
    </Typography>
  );
  return (
    <CuentaCard title={t('cuentas.registro.title')} intro={t('cuentas.registro.intro')} maxWidth={560}>
      <Resultado hecho={envio.hecho} errorText={envio.errorText} />
      {!envio.hecho && (
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
          <Stack component="section" aria-labelledby="registro-empresa" spacing={2}>
            {seccion('registro-empresa', t('cuentas.registro.empresa'))}
            <OutlinedField {...text('nit', { required: true, maxLength: 25 })} id="registro-nit" label={t('login.nit')} autoComplete="off" autoFocus />
            <OutlinedField {...text('matricula', { required: true, maxLength: 50 })} id="registro-matricula" label={t('cuentas.registro.matricula')} autoComplete="off" />
          </Stack>
          <Stack component="section" aria-labelledby="registro-representante" spacing={2}>
            {seccion('registro-representante', t('cuentas.registro.representante'))}
            <OutlinedField {...text('nro_documento', { required: true, maxLength: 20 })} id="registro-documento" label={t('cuentas.registro.documento')} autoComplete="off" />
            <OutlinedField {...text('complemento', { maxLength: 2 })} id="registro-complemento" label={t('cuentas.registro.complemento')} autoComplete="off" />
            <OutlinedField {...text('fecha_nacimiento', { required: true, maxLength: 10 })} id="registro-fecha" label={t('cuentas.registro.fechaNacimiento')} autoComplete="bday" />
          </Stack>
          <Stack component="section" aria-labelledby="registro-cuenta" spacing={2}>
            {seccion('registro-cuenta', t('cuentas.registro.cuenta'))}
            <OutlinedField {...text('usuario', { required: true, maxLength: 50 })} id="registro-usuario" label={t('login.usuario')} autoComplete="username" />
            <OutlinedField {...text('email', { required: true, maxLength: 100 })} id="registro-email" label={t('cuentas.registro.email')} autoComplete="email" type="email" />
            <OutlinedPasswordField {...contrasena} helperText={contrasena.helperText ?? t('cuentas.contrasenaAyuda')} id="registro-contrasena" label={t('login.contrasena')} autoComplete="new-password" />
          </Stack>
          <Button type="submit" variant="contained" size="large" disabled={envio.pending}>
            {t('cuentas.registro.submit')}
          </Button>
        </Stack>
      )}
    </CuentaCard>
  );
}
