import type { ChangeEvent } from 'react';
import type { TFunction } from 'i18next';
import { notify } from '../../shell/notify/store';

/**
 * The CSV file a user just chose in a file input, or null: the input is emptied so the same file can
 * be chosen again, and a file not named .csv is refused with the server's own message.
 */
export function pickCsvFile(e: ChangeEvent<HTMLInputElement>, t: TFunction): File | null {
  const file = e.target.files?.[0];
  e.target.value = '';
  if (!file) return null;
  if (!/\.csv$/i.test(file.name)) {
    notify('error', t('servidor.mensajes.archivoSoloCsv'));
    return null;
  }
  return file;
}
