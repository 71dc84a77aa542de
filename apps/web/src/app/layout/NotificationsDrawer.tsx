import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';

/** Spec part 1 §2: the notifications drawer shows its title only, for now. */
export function NotificationsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: 320, p: 2 }} role="region" aria-labelledby="notifications-title">
        <Typography id="notifications-title" variant="h6" component="h2">
          {t('layout.notifications')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('layout.noNotifications')}
        </Typography>
      </Box>
    </Drawer>
  );
}
