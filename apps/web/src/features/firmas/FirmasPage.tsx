import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DrawIcon from '@mui/icons-material/Draw';
import DownloadIcon from '@mui/icons-material/Download';
import VerifiedIcon from '@mui/icons-material/Verified';
import { ESTADOS_DOCUMENTO_FIRMA, TIPOS_DOCUMENTO_FIRMA, fechaHora, TODOS } from '@pb/contract/valores';
import { downloadErrorText } from '../../api/download';
import { notify } from '../../shell/notify/store';
import { EstadoChip } from '../../components/list/EstadoChip';
import { ListPage } from '../../components/list/ListPage';
import type { ListColumn, ListFilter } from '../../components/list/types';
import { etiquetaEstado } from '../../i18n/etiquetas';
import { Accion } from '../../shared/planillas/columnas';
import { DOCUMENTOS_FIRMA_KEY, descargarDocumento, direccionFirmador, listarDocumentos, type DocumentoFirma } from './api';
import type { Progreso } from './firmarDocumentos';
import { FirmarDialog } from './FirmarDialog';
import { nombreDocumento } from './nombreDocumento';
import { ProgresoFirma } from './ProgresoFirma';
import { estadoOptions } from '../../components/list/estadoOptions';

/**
 * `/firmas` 'Firma de documentos' (spec part 1 §2 'Signing panel'; issue 18): the documents the
 * user's role signs (the daily report of approved payrolls, payment requests), several chosen and
 * signed in one go with the token on the user's computer; a signed one shows who signed, when, and
 * its download.
 */
export default function FirmasPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const firmador = useQuery({ queryKey: ['firmadorUrl'], queryFn: direccionFirmador, staleTime: Infinity });
  const [elegidos, setElegidos] = useState<Map<number, DocumentoFirma>>(new Map());
  const [firmando, setFirmando] = useState<DocumentoFirma[] | null>(null);
  const [ultimos, setUltimos] = useState<DocumentoFirma[]>([]);
  const [progreso, setProgreso] = useState<Record<number, Progreso>>({});

  const alternar = (d: DocumentoFirma) =>
    setElegidos((m) => {
      const n = new Map(m);
      if (n.has(d.id)) n.delete(d.id);
      else n.set(d.id, d);
      return n;
    });

  const descargar = async (d: DocumentoFirma, version: 'original' | 'firmado') => {
    try {
      await descargarDocumento(d, version);
    } catch (error) {
      notify('error', downloadErrorText(error));
    }
  };

  const empezar = () => {
    const docs = [...elegidos.values()];
    setProgreso({});
    setUltimos(docs);
    setFirmando(docs);
  };

  const terminado = async () => {
    setFirmando(null);
    setElegidos(new Map());
    await queryClient.invalidateQueries({ queryKey: DOCUMENTOS_FIRMA_KEY });
  };

  const columnas: ListColumn<DocumentoFirma>[] = [
    {
      field: 'elegir',
      headerName: t('firmas.elegir'),
      width: 90,
      render: (d) => (
        <Checkbox
          size="small"
          checked={elegidos.has(d.id)}
          disabled={d.estado !== 'PENDIENTE'}
          onChange={() => alternar(d)}
          slotProps={{ input: { 'aria-label': t('firmas.elegirDocumento', { documento: nombreDocumento(t, d) }) } }}
        />
      ),
    },
    { field: 'tipo', headerName: t('firmas.documento'), flex: 2, render: (d) => nombreDocumento(t, d) },
    { field: '_created_at', headerName: t('firmas.creado'), sortable: true, width: 160, render: (d) => fechaHora(d._created_at) },
    { field: 'estado', headerName: t('firmas.estado'), sortable: true, width: 130, render: (d) => <EstadoChip estado={d.estado} /> },
    { field: 'firmado_at', headerName: t('firmas.firmado'), sortable: true, flex: 1, render: (d) => (d.firmado_at ? t('firmas.firmadoPor', { usuario: d.firmado_por ?? '', fecha: fechaHora(d.firmado_at) }) : '') },
    {
      field: 'acciones',
      headerName: t('list.actions'),
      width: 110,
      render: (d) => (
        <Stack direction="row">
          <Accion titulo={t('firmas.descargarOriginal', { documento: nombreDocumento(t, d) })} icono={<DownloadIcon fontSize="small" />} onClick={() => void descargar(d, 'original')} />
          {d.estado === 'FIRMADO' && <Accion titulo={t('firmas.descargarFirmado', { documento: nombreDocumento(t, d) })} icono={<VerifiedIcon fontSize="small" />} onClick={() => void descargar(d, 'firmado')} />}
        </Stack>
      ),
    },
  ];
  const filtros = useMemo<ListFilter[]>(
    () => [
      { name: 'estado', label: t('firmas.estado'), type: 'select', initial: TODOS, options: estadoOptions(t, ESTADOS_DOCUMENTO_FIRMA) },
      { name: 'tipo', label: t('firmas.tipo'), type: 'select', initial: TODOS, options: [{ value: TODOS, label: etiquetaEstado(t, TODOS) }, ...TIPOS_DOCUMENTO_FIRMA.map((e) => ({ value: e, label: t(`firmas.tipos.${e}`) }))] },
    ],
    [t],
  );

  return (
    <ListPage<DocumentoFirma>
      heading={t('firmas.titulo')}
      beforeList={
        ultimos.length > 0 &&
        firmando === null && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              {t('firmas.progreso.titulo')}
            </Typography>
            <ProgresoFirma documentos={ultimos} progreso={progreso} />
          </Paper>
        )
      }
      title={t('firmas.lista')}
      queryKey={DOCUMENTOS_FIRMA_KEY}
      fetchPage={listarDocumentos}
      columns={columnas}
      filters={filtros}
      toolbar={
        <Button variant="contained" startIcon={<DrawIcon />} disabled={elegidos.size === 0 || !firmador.data} onClick={empezar}>
          {t('firmas.firmar', { count: elegidos.size })}
        </Button>
      }
    >
      {firmando && firmador.data && (
        <FirmarDialog
          direccion={firmador.data}
          documentos={firmando}
          progreso={progreso}
          onProgreso={(id, p) => setProgreso((actual) => ({ ...actual, [id]: p }))}
          onTerminado={() => void terminado()}
          onClose={() => setFirmando(null)}
        />
      )}
    </ListPage>
  );
}
