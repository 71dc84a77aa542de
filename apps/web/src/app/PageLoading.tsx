import { useTranslation } from 'react-i18next';
import LinearProgress from '@mui/material/LinearProgress';

/** Shown while the first page's code downloads. */
export function PageLoading() {
  const { t } = useTranslation();
  return <LinearProgress aria-label={t('common.loading')} />;
}
