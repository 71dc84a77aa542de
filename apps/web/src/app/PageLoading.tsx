import { useT } from '../i18n/core';
import { BarraProgreso } from '../components/BarraProgreso';

/** Shown while the first page's code downloads. */
export function PageLoading() {
  const { t } = useT();
  return <BarraProgreso etiqueta={t('common.loading')} />;
}
