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
}

/** 'Exportar trabajadores' (spec §2.5, §2.8): every worker of the user's entity as CSV, with its state. */
export function ExportarTrabajadores({ url }: Props) {
  const { t } = useTranslation();
  const idEntidad = useSession()?.usuario.id_entidad;
  const [ocupado, setOcupado] = useState(false);
  if (!idEntidad) return null;
  const exportar = async () => {
    setOcupado(true);
    try {
      await downloadFile(url ?? `/api/v1/beneficiarias/descargarTrabajadoresCsv/${idEntidad}/todos`, 'trabajadores.csv');
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
