import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SearchIcon from '@mui/icons-material/Search';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { useSegip } from './useSegip';

/** The identity check's buttons beside the birth date (spec part 1 §4 "Identity check"). */
export function PanelSegip({ segip }: { segip: ReturnType<typeof useSegip> }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ border: 1, borderColor: segip.bloqueado ? 'success.main' : 'divider', borderRadius: 1, p: 1.5, height: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {segip.bloqueado ? (
          <Button variant="outlined" startIcon={<RestartAltIcon />} onClick={segip.nuevaBusqueda}>
            {t('usuarios.segip.nuevaBusqueda')}
          </Button>
        ) : (
          <>
            <Button variant="outlined" startIcon={<VerifiedUserIcon />} disabled={!segip.puedeVerificar} loading={segip.ocupado === 'verificar'} onClick={() => void segip.verificar()} aria-describedby="usuario-segip-ayuda">
              {t('usuarios.segip.verificar')}
            </Button>
            <Button startIcon={<SearchIcon />} disabled={!segip.puedeBuscar} loading={segip.ocupado === 'buscar'} onClick={() => void segip.buscar()} aria-describedby="usuario-segip-ayuda">
              {t('usuarios.segip.buscar')}
            </Button>
          </>
        )}
      </Stack>
      <Typography id="usuario-segip-ayuda" variant="body2" color={segip.bloqueado ? 'success.main' : 'text.secondary'} sx={{ mt: 1 }}>
        {segip.bloqueado ? t('usuarios.segip.verificado') : t('usuarios.segip.ayuda')}
      </Typography>
    </Box>
  );
}
