import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { downloadErrorText, downloadFile } from '../../api/download';
import { notify } from '../../shell/notify/store';
import { useSession } from '../../shell/session/store';

interface Props {
  /** The export's address; by default the workers list's (`beneficiariasEditar`'s key). */
  url?: string;
  /** The list's filters applied (`nro_documento`): the file holds the rows the list shows (issue 32). */
  filtros?: Record<string, string>;
}

/** The export's address with the list's filters as its query. */
export function urlExportacion(base: string, filtros: Record<string, string> = {}): string {
  const query = new URLSearchParams(Object.entries(filtros).filter(([, v]) => v.trim() !== '')).toString();
  return query ? `${base}${base.includes('?') ? '&' : '?'}${query}` : base;
}

/** 'Exportar trabajadores' (spec §2.5, §2.8): the workers of the user's entity the list shows (all by default) as CSV, with their state. */
export function ExportarTrabajadores({ url, filtros }: Props) {
  const { t } = useTranslation();
  const idEntidad = useSession()?.usuario.id_entidad;
  const [ocupado, setOcupado] = useState(false);
  if (!idEntidad) return null;
  const exportar = async () => {
    setOcupado(true);
    try {
      await downloadFile(urlExportacion(url ?? `/api/v1/beneficiarias/descargarTrabajadoresCsv/${idEntidad}/todos`, filtros), 'trabajadores.csv');
    } catch (error) {
      notify('error', downloadErrorText(error));
    } finally {
      setOcupado(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => void exportar()} disabled={ocupado}>
      {t('trabajadores.exportar')}
    </Button>
  );
}
