import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@pb/contract';
import { fullName } from '../../shell/session/userName';
import { etiquetaRol } from '../../i18n/etiquetas';

/** The user's data as a description list: label, value. */
export function AccountDetails({ usuario }: { usuario: SessionUser }) {
  const { t } = useTranslation();
  const rows: Array<[string, string | null, string]> = [
    [t('account.fullName'), fullName(usuario), 'fullName'],
    [t('account.username'), usuario.usuario, 'username'],
    [t('account.email'), usuario.email, 'email'],
    [t('account.entity'), usuario.entidad, 'entity'],
    [t('account.role'), etiquetaRol(t, { id: usuario.id_rol, nombre: usuario.rol }), 'role'],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: { xs: 0.5, sm: 1.5 }, m: 0 }}>
      {rows.map(([label, value, id]) => (
        <Box key={id} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" data-testid={`account-${id}`} sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value?.trim() ? value : t('account.notSet')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
