import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../components/FormTextField';
import { loginUsuario, type UserCredentials } from './api';
import { useLogin } from './useLogin';

/** Other users (programme staff): user and password, `POST /auth`. */
export function UserLoginForm() {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<UserCredentials>({ defaultValues: { usuario: '', contrasena: '' } });
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
      <FormTextField control={control} name="usuario" id="otros-usuario" label={t('login.usuario')} required maxLength={25} autoComplete="username" autoFocus />
      <FormTextField control={control} name="contrasena" id="otros-contrasena" label={t('login.contrasena')} required maxLength={100} password autoComplete="current-password" />
      <Button type="submit" variant="contained" size="large" disabled={login.pending}>
        {t('login.submit')}
      </Button>
    </Stack>
  );
}
