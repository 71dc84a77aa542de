import { useT } from '../../i18n/core';
import Alert from '@mui/material/Alert';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { OutlinedField, OutlinedPasswordField } from '../../components/OutlinedField';
import { loginUsuario, type UserCredentials } from './api';
import { useLogin } from '../../shared/auth/useLogin';
import { useLoginForm } from '../../shared/auth/useLoginForm';

/** Other users (programme staff): user and password, `POST /auth`. */
export function UserLoginForm() {
  const { t } = useT();
  const { text, handleSubmit } = useLoginForm<UserCredentials>({ usuario: '', contrasena: '' });
  const login = useLogin(loginUsuario);

  const onSubmit = handleSubmit(async (values) => {
    await login.submit({ usuario: values.usuario.trim(), contrasena: values.contrasena }).catch(() => undefined);
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      {login.errorText && (
        <Alert severity="error" role="alert">
          {login.errorText}
        </Alert>
      )}
      <OutlinedField {...text('usuario', { required: true, maxLength: 25 })} id="otros-usuario" label={t('login.usuario')} autoComplete="username" autoFocus />
      <OutlinedPasswordField {...text('contrasena', { required: true, maxLength: 100 })} id="otros-contrasena" label={t('login.contrasena')} autoComplete="current-password" />
      <Button type="submit" variant="contained" size="large" disabled={login.pending}>
        {t('login.submit')}
      </Button>
      <Link component={RouterLink} to="/recuperar">
        {t('login.forgot')}
      </Link>
    </Stack>
  );
}
