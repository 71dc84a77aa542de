import { useT } from '../../i18n/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { OutlinedField, OutlinedPasswordField } from '../../components/OutlinedField';
import { loginNit, type NitCredentials } from './api';
import { readRemembered, saveRemembered } from './remember';
import { useLogin } from '../../shared/auth/useLogin';
import { useLoginForm } from '../../shared/auth/useLoginForm';

interface Values extends NitCredentials {
  remember: boolean;
}

/** Employers and providers: NIT, user and password (spec part 1 §2 "Login", §5). */
export function NitLoginForm({ call = loginNit, idPrefix = 'nit' }: { call?: (body: NitCredentials) => ReturnType<typeof loginNit>; idPrefix?: string }) {
  const { t } = useT();
  const remembered = readRemembered();
  const { text, checkbox, handleSubmit } = useLoginForm<Values>({ nit: remembered?.nit ?? '', usuario: remembered?.usuario ?? '', password: '', remember: Boolean(remembered) });
  const login = useLogin(call);

  const onSubmit = handleSubmit(async ({ remember, ...credentials }) => {
    const body = { nit: credentials.nit.trim(), usuario: credentials.usuario.trim(), password: credentials.password };
    saveRemembered(remember ? { nit: body.nit, usuario: body.usuario } : null);
    await login.submit(body).catch(() => undefined); // the error is shown from the login's state
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-describedby={login.errorText ? `${idPrefix}-error` : undefined}>
      {login.errorText && (
        <Alert severity="error" id={`${idPrefix}-error`} role="alert">
          {login.errorText}
        </Alert>
      )}
      <OutlinedField {...text('nit', { required: true, maxLength: 25 })} id={`${idPrefix}-nit`} label={t('login.nit')} autoComplete="organization" autoFocus />
      <OutlinedField {...text('usuario', { required: true, maxLength: 50 })} id={`${idPrefix}-usuario`} label={t('login.usuario')} autoComplete="username" />
      <OutlinedPasswordField {...text('password', { required: true, maxLength: 100 })} id={`${idPrefix}-password`} label={t('login.contrasena')} autoComplete="current-password" />
      <FormControlLabel label={t('login.remember')} control={<Checkbox {...checkbox('remember')} />} />
      <Button type="submit" variant="contained" size="large" disabled={login.pending}>
        {t('login.submit')}
      </Button>
      <Stack sx={{ justifyContent: 'space-between' }} direction="row">
        <Link component={RouterLink} to="/recuperar">
          {t('login.forgot')}
        </Link>
        <Link component={RouterLink} to="/registro">
          {t('login.signup')}
        </Link>
      </Stack>
    </Stack>
  );
}
