import { useT } from '../i18n/core';
import LinearProgress from '@mui/material/LinearProgress';

/** Shown while the first page's code downloads. */
export function PageLoading() {
  const { t } = useT();
  return <LinearProgress aria-label={t('common.loading')} />;
}
