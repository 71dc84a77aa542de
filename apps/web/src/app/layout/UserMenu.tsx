import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SessionUser } from '@pb/contract';
import { fullName } from '../../shell/session/userName';

const UserMenuLista = lazy(() => import('./UserMenuLista'));

export function UserMenu({ usuario }: { usuario: SessionUser }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The list is mounted from the first opening on, so that it closes (and returns the focus) as MUI's menus do.
  const [abierto, setAbierto] = useState(false);
  const name = fullName(usuario);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setAbierto(true);
        }}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'user-menu' : undefined}
        aria-label={`${t('layout.userMenu')}: ${name}`}
        startIcon={<Avatar sx={{ width: 28, height: 28, bgcolor: 'secondary.main', color: 'primary.main', fontSize: 14 }}>{name.charAt(0).toUpperCase()}</Avatar>}
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        <Box component="span" data-testid="user-name" sx={{ display: { xs: 'none', sm: 'inline' }, maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name}
        </Box>
      </Button>
      {abierto && (
        <Suspense fallback={null}>
          <UserMenuLista anchor={anchor} close={close} />
        </Suspense>
      )}
    </>
  );
}
