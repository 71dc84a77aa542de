import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { descargarArchivo } from '../../api/descargar';
import { errorMessage } from '../../api/errors';
import { notify } from '../../app/notify/store';
import { useSession } from '../../app/session/store';

/** 'Exportar trabajadores' (spec §2.5): every worker of the user's entity as CSV, with its state. */
export function ExportarTrabajadores() {
  const { t } = useTranslation();
  const idEntidad = useSession()?.usuario.id_entidad;
  const [ocupado, setOcupado] = useState(false);
  if (!idEntidad) return null;
  const exportar = async () => {
    setOcupado(true);
    try {
      await descargarArchivo(`/api/v1/beneficiarias/descargarTrabajadoresCsv/${idEntidad}/todos`, 'trabajadores.csv');
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
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
