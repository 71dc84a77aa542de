import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { puedeDesactivarSuCuenta, tiposNotificacionDeRol } from '@pb/contract/valores';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockReset from '@mui/icons-material/LockReset';
import PersonOff from '@mui/icons-material/PersonOff';
import { fullName } from '../../shell/session/userName';
import { useSession } from '../../shell/session/store';
import { AccountDetails } from './AccountDetails';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { DeactivateAccountDialog } from './DeactivateAccountDialog';
import { NotificacionesCorreo } from './NotificacionesCorreo';

type OpenDialog = 'password' | 'deactivate' | null;

/**
 * `/account` (spec part 1 §2 Account): the signed-in user's data, their own password change and
 * the deactivation of their own account (not for the superadministrator), and which mails they
 * receive (decision 065; only for the roles that receive some). A user who must change
 * the password is told so and finds the dialog already open.
 */
export default function AccountPage() {
  const { t } = useTranslation();
  const session = useSession();
  const mustChange = Boolean(session?.usuario.cambiar_contrasena);
  const [dialog, setDialog] = useState<OpenDialog>(mustChange ? 'password' : null);
  if (!session) return null;
  const { usuario } = session;
  const name = fullName(usuario);
  const closeDialog = () => setDialog(null);

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
        {t('account.title')}
      </Typography>
      {mustChange && (
        <Alert
          severity="warning"
          role="alert"
          data-testid="must-change-warning"
          action={
            <Button color="inherit" size="small" onClick={() => setDialog('password')}>
              {t('account.changePassword')}
            </Button>
          }
        >
          <AlertTitle>{t('account.mustChangeTitle')}</AlertTitle>
          {t('account.mustChange')}
        </Alert>
      )}
      <Paper sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="account-name">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
          <Avatar sx={{ width: 96, height: 96, fontSize: 44, bgcolor: 'primary.main', color: 'primary.contrastText' }} aria-hidden data-testid="account-avatar">
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <Stack spacing={2} sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
            <Typography id="account-name" variant="h5" component="h2" sx={{ overflowWrap: 'anywhere', textAlign: { xs: 'center', sm: 'left' } }}>
              {name}
            </Typography>
            <AccountDetails usuario={usuario} />
          </Stack>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button variant="contained" startIcon={<LockReset />} onClick={() => setDialog('password')}>
            {t('account.changePassword')}
          </Button>
          {puedeDesactivarSuCuenta(usuario.id_rol) && (
            <Button variant="outlined" color="error" startIcon={<PersonOff />} onClick={() => setDialog('deactivate')}>
              {t('account.deactivate')}
            </Button>
          )}
        </Stack>
      </Paper>
      {tiposNotificacionDeRol(usuario.id_rol).length > 0 && <NotificacionesCorreo />}
      <ChangePasswordDialog open={dialog === 'password'} onClose={closeDialog} />
      {puedeDesactivarSuCuenta(usuario.id_rol) && <DeactivateAccountDialog open={dialog === 'deactivate'} onClose={closeDialog} />}
    </Stack>
  );
}
