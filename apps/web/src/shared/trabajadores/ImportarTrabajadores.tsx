import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import type { FilaPlanilla, ResultadoPlanillaCsv } from '@pb/contract';
import { useSession } from '../../shell/session/store';
import { CsvUpload } from '../../components/csv/CsvUpload';
import { TRABAJADORES_KEY, importarTrabajadores, subirTrabajadores } from './api';

interface Props {
  /** The list to reload once written; the calls that check and write the file. By default the workers list's (`beneficiarias:update`). */
  queryKey?: readonly unknown[];
  subir?: (archivo: File) => Promise<ResultadoPlanillaCsv>;
  importar?: (planillas: FilaPlanilla[], idEntidad: number) => Promise<{ mensaje: string }>;
}

/**
 * 'Importar trabajadores' (spec §2.5, §2.8): the exported workers file, with the mobiles the employer
 * changed, uploaded back. All or nothing, as the payroll's CSV; a new mobile blocks the worker's
 * ACTIVO beneficiaries until the phone is verified again (DOMAIN.md §3).
 */
export function ImportarTrabajadores({ queryKey = TRABAJADORES_KEY, subir = subirTrabajadores, importar = importarTrabajadores }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const idEntidad = useSession()?.usuario.id_entidad;
  if (!idEntidad) return null;
  return (
    <CsvUpload
      label={t('trabajadores.importar')}
      help={t('trabajadores.importarAyuda')}
      testId="archivo-trabajadores"
      variant="outlined"
      icon={<FileUploadIcon />}
      upload={subir}
      save={(r) => importar(r.planillas, idEntidad)}
      onSaved={() => void queryClient.invalidateQueries({ queryKey })}
    />
  );
}
