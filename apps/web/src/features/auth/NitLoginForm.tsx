import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { FormCheckbox } from '../../components/FormCheckbox';
import { FormTextField } from '../../components/FormTextField';
import { loginNit, type NitCredentials } from './api';
import { readRemembered, saveRemembered } from './remember';
import { useLogin } from './useLogin';

interface Values extends NitCredentials {
  remember: boolean;
}

// Pages of other systems (README, .env.example): a link whose address is not configured is not shown.
const RECUPERAR_URL = import.meta.env.VITE_RECUPERAR_URL;
const REGISTRO_URL = import.meta.env.VITE_REGISTRO_URL;

/** Employers and providers: NIT, user and password (spec part 1 §2 "Login", §5). */
export function NitLoginForm({ call = loginNit, idPrefix = 'nit' }: { call?: (body: NitCredentials) => ReturnType<typeof loginNit>; idPrefix?: string }) {
  const { t } = useTranslation();
  const remembered = readRemembered();
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: { nit: remembered?.nit ?? '', usuario: remembered?.usuario ?? '', password: '', remember: Boolean(remembered) },
  });
  const login = useLogin(call);

  const onSubmit = handleSubmit(async ({ remember, ...credentials }) => {
    const body = { nit: credentials.nit.trim(), usuario: credentials.usuario.trim(), password: credentials.password };
    saveRemembered(remember ? { nit: body.nit, usuario: body.usuario } : null);
    await login.submit(body).catch(() => undefined); // the error is shown from the mutation state
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-describedby={login.errorText ? `${idPrefix}-error` : undefined}>
      {login.errorText && (
        <Alert severity="error" id={`${idPrefix}-error`} role="alert">
          {login.errorText}
        </Alert>
      )}
      <FormTextField control={control} name="nit" id={`${idPrefix}-nit`} label={t('login.nit')} required maxLength={25} autoComplete="organization" autoFocus />
      <FormTextField control={control} name="usuario" id={`${idPrefix}-usuario`} label={t('login.usuario')} required maxLength={50} autoComplete="username" />
      <FormTextField control={control} name="password" id={`${idPrefix}-password`} label={t('login.contrasena')} required maxLength={100} password autoComplete="current-password" />
      <FormCheckbox control={control} name="remember" label={t('login.remember')} />
      <Button type="submit" variant="contained" size="large" disabled={login.pending}>
        {t('login.submit')}
      </Button>
      <Stack sx={{ justifyContent: 'space-between' }} direction="row">
        {RECUPERAR_URL && <Link href={RECUPERAR_URL}>{t('login.forgot')}</Link>}
        {REGISTRO_URL && <Link href={REGISTRO_URL}>{t('login.signup')}</Link>}
      </Stack>
    </Stack>
  );
}
