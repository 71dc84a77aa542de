import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorIcon from '@mui/icons-material/Error';
import VerifiedIcon from '@mui/icons-material/Verified';
import { CADENA_KEY, verificarCadena } from './api';
import { formatCount } from '../../components/money';

/** The line above the table: is the audit log's hash chain whole, or where does it break? */
export function CadenaAuditoria() {
  const { t } = useTranslation();
  const cadena = useQuery({ queryKey: CADENA_KEY, queryFn: verificarCadena });
  if (cadena.isPending) return <Typography color="text.secondary">{t('logs.cadena.verificando')}</Typography>;
  if (!cadena.data) return null;
  const { intacta, total, primer_error_id } = cadena.data;
  const color = intacta ? 'success.dark' : 'error.dark';
  return (
    <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', color }}>
      {intacta ? <VerifiedIcon fontSize="small" aria-hidden /> : <ErrorIcon fontSize="small" aria-hidden />}
      <Typography sx={{ fontWeight: 600 }} color={color}>
        {intacta ? t('logs.cadena.intacta', { count: total, total: formatCount(total) }) : t('logs.cadena.rota', { id: primer_error_id ?? '' })}
      </Typography>
    </Stack>
  );
}
