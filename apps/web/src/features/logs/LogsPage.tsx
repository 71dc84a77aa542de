import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import WarningIcon from '@mui/icons-material/Warning';
import { ListPage } from '../../components/list/ListPage';
import type { ListColumn, ListFilter } from '../../components/list/types';
import { LOGS_KEY, NIVELES, ORDEN_INICIAL, listarLogs, type Log } from './api';
import { CadenaAuditoria } from './CadenaAuditoria';
import { fechaLog, TODOS } from '@pb/contract/valores';
import { MensajeLog } from './MensajeLog';
import { referenciaCorta } from './referencia';
import { etiquetaEstado, etiquetaNivel } from '../../i18n/etiquetas';

// The level's colour goes on the icon: coloured chip labels miss the text contrast AA asks for.
const ICONO_NIVEL: Record<string, ReactElement> = {
  ERROR: <ErrorIcon color="error" />,
  ADVERTENCIA: <WarningIcon color="warning" />,
  INFO: <InfoIcon color="info" />,
};

/** `/logs` "Logs del sistema" (spec part 2 §2.10): filters and a read-only table, newest first. */
export default function LogsPage() {
  const { t } = useTranslation();
  const filtros = useMemo<ListFilter[]>(
    () => [
      { name: 'nivel', label: t('logs.campos.nivel'), type: 'select', initial: TODOS, options: [{ value: TODOS, label: etiquetaEstado(t, TODOS) }, ...NIVELES.map((n) => ({ value: n, label: etiquetaNivel(t, n) }))] },
      { name: 'tipo', label: t('logs.campos.tipo'), maxLength: 50 },
      { name: 'usuario', label: t('logs.campos.usuario'), maxLength: 50 },
      { name: 'mensaje', label: t('logs.campos.mensaje'), maxLength: 100 },
      { name: 'fecha_desde', label: t('logs.filtros.fecha_desde'), type: 'date' },
      { name: 'fecha_hasta', label: t('logs.filtros.fecha_hasta'), type: 'date' },
    ],
    [t],
  );

  const columnas = useMemo<ListColumn<Log>[]>(
    () => [
      { field: 'nivel', headerName: t('logs.campos.nivel'), sortable: true, width: 140, render: (l) => <Chip size="small" label={etiquetaNivel(t, l.nivel)} icon={ICONO_NIVEL[l.nivel]} variant="outlined" /> },
      { field: 'tipo', headerName: t('logs.campos.tipo'), sortable: true, width: 170 },
      { field: 'mensaje', headerName: t('logs.campos.mensaje'), flex: 2.5, render: (l) => <MensajeLog log={l} /> },
      { field: 'referencia', headerName: t('logs.campos.referencia'), flex: 1, render: (l) => referenciaCorta(l.referencia) },
      { field: 'ip', headerName: t('logs.campos.ip'), sortable: true, width: 130 },
      { field: 'fecha', headerName: t('logs.campos.fecha'), sortable: true, width: 190, render: (l) => fechaLog(l.fecha) },
      { field: 'usuario', headerName: t('logs.campos.usuario'), sortable: true, width: 150 },
    ],
    [t],
  );

  return (
    <ListPage<Log>
      heading={t('logs.titulo')}
      beforeList={<CadenaAuditoria />}
      title={t('logs.lista')}
      queryKey={[...LOGS_KEY, 'lista']}
      fetchPage={listarLogs}
      columns={columnas}
      filters={filtros}
      defaultOrder={ORDEN_INICIAL}
    />
  );
}
