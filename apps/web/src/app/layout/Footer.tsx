import { useT } from '../../i18n/core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function Footer() {
  const { t } = useT();
  return (
    <Box component="footer" sx={{ py: 2, px: 3, mt: 'auto', borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary" align="center">
        © {new Date().getFullYear()} {t('layout.footer')}
      </Typography>
    </Box>
  );
}
