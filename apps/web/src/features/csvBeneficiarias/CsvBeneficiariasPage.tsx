import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { ESTADOS_BENEFICIARIA, TODOS } from '@pb/contract/valores';
import { downloadErrorText } from '../../api/download';
import { errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { usePermission } from '../../shell/session/usePermission';
import { EstadoChip } from '../../components/list/EstadoChip';
import { ListPage } from '../../components/list/ListPage';
import type { ListColumn, ListFilter } from '../../components/list/types';
import { BENEFICIARIAS_KEY, descargarArchivosBase, documento, listarBeneficiarias, subirBeneficiarias, type BeneficiariaSubsidio, type ResultadoBeneficiariasCsv } from './api';
import { pickCsvFile } from '../../components/csv/pickCsvFile';
import { estadoOptions } from '../../components/list/estadoOptions';
import { perezoso } from '../../components/perezoso';

const ImportarDialog = perezoso(() => import('./ImportarDialog').then((m) => m.ImportarDialog));

type Fila = BeneficiariaSubsidio;

/**
 * `/csv_beneficiarias` (spec part 2 §2.7; roles 5, 6, 7): the entity's subsidy beneficiaries, the
 * base files to fill in, and 'upload my payroll': the file is checked as a whole, then registered
 * under a payroll name once the user confirms.
 */
export default function CsvBeneficiariasPage() {
  const { t } = useTranslation();
  const puedeSubir = usePermission('csv_beneficiarias', 'create');
  const [ocupado, setOcupado] = useState<'descargar' | 'subir' | null>(null);
  const [resultado, setResultado] = useState<ResultadoBeneficiariasCsv | null>(null);
  const entrada = useRef<HTMLInputElement>(null);

  const descargar = async () => {
    setOcupado('descargar');
    try {
      await descargarArchivosBase();
    } catch (error) {
      notify('error', downloadErrorText(error));
    } finally {
      setOcupado(null);
    }
  };

  const subir = async (e: ChangeEvent<HTMLInputElement>) => {
    const archivo = pickCsvFile(e, t);
    if (!archivo) return;
    setOcupado('subir');
    try {
      setResultado(await subirBeneficiarias(archivo));
    } catch (error) {
      notify('error', errorMessage(error, t('servidor.mensajes.errorSubirArchivo')));
    } finally {
      setOcupado(null);
    }
  };

  const columnas: ListColumn<Fila>[] = [
    { field: 'persona_t_nombre_completo', headerName: t('csvBeneficiarias.titular'), sortable: true, flex: 2, width: 220 },
    { field: 'persona_t_nro_documento', headerName: t('csvBeneficiarias.documentoTitular'), sortable: true, width: 150, render: (f) => documento(f.persona_t_nro_documento, f.persona_t_complemento) },
    { field: 'persona_b_nombre_completo', headerName: t('csvBeneficiarias.beneficiaria'), sortable: true, flex: 2, width: 220 },
    { field: 'persona_b_nro_documento', headerName: t('csvBeneficiarias.documentoBeneficiaria'), sortable: true, width: 150, render: (f) => documento(f.persona_b_nro_documento, f.persona_b_complemento) },
    { field: 'ben_subsidio_nombre', headerName: t('csvBeneficiarias.subsidio'), sortable: true, flex: 1.5, width: 200 },
    { field: 'estado', headerName: t('csvBeneficiarias.estado'), sortable: true, width: 170, render: (f) => <EstadoChip estado={f.estado} /> },
  ];
  const filtros = useMemo<ListFilter[]>(
    () => [
      { name: 'nro_documento', label: t('csvBeneficiarias.documento'), maxLength: 20 },
      { name: 'estado', label: t('csvBeneficiarias.estado'), type: 'select', initial: TODOS, options: estadoOptions(t, ESTADOS_BENEFICIARIA) },
    ],
    [t],
  );

  const botones = (
    <>
      <Button variant="outlined" startIcon={<CloudDownloadIcon />} disabled={ocupado !== null} onClick={() => void descargar()}>
        {t('csvBeneficiarias.descargarArchivosBase')}
      </Button>
      {puedeSubir && (
        <>
          <Button variant="contained" startIcon={<CloudUploadIcon />} disabled={ocupado !== null} onClick={() => entrada.current?.click()}>
            {t('csvBeneficiarias.subirPlanilla')}
          </Button>
          <input ref={entrada} type="file" accept=".csv,text/csv" hidden data-testid="archivo-beneficiarias" aria-label={t('csvBeneficiarias.subirPlanilla')} onChange={(e) => void subir(e)} />
        </>
      )}
    </>
  );

  return (
    <ListPage<Fila>
      heading={t('csvBeneficiarias.titulo')}
      beforeList={
        <>
          <Typography>{t('csvBeneficiarias.ayuda')}</Typography>
          {ocupado === 'subir' && (
            <Stack spacing={0.5} role="status">
              <Typography variant="body2">{t('csvBeneficiarias.subiendo')}</Typography>
              <LinearProgress aria-label={t('csvBeneficiarias.subiendo')} />
            </Stack>
          )}
        </>
      }
      title={t('csvBeneficiarias.lista')}
      queryKey={BENEFICIARIAS_KEY}
      fetchPage={listarBeneficiarias}
      columns={columnas}
      filters={filtros}
      defaultOrder="-id"
      toolbar={botones}
    >
      {resultado && <ImportarDialog resultado={resultado} onClose={() => setResultado(null)} />}
    </ListPage>
  );
}
