import { replyText } from '../../api/messages';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { ESTADOS_FORMULARIO_C31, fechaHora, TODOS } from '@pb/contract/valores';
import { errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { usePermission } from '../../shell/session/usePermission';
import { confirmDialog } from '../../components/dialogs/dialogStore';
import { EstadoChip } from '../../components/list/EstadoChip';
import { ListTable } from '../../components/list/ListTable';
import type { ListColumn, ListFilter } from '../../components/list/types';
import { formatMoney } from '../../components/money';
import { PLANILLAS_KEY, descargarPdfC31 } from '../../shared/planillas/api';
import { Accion } from '../../shared/planillas/columnas';
import { aprobarFormulario, listarFormularios, type FormularioC31 } from './api';
import { estadoOptions } from '../../components/list/estadoOptions';
import { perezoso } from '../../components/perezoso';

const RechazarC31Dialog = perezoso(() => import('./RechazarC31Dialog').then((m) => m.RechazarC31Dialog));

/**
 * The C31 forms (spec part 2 §2.3 second list): branch or entity, C31, payroll, updated at and state,
 * a C31 text filter and the PDF. The programme (`pagosc31:update`) approves or rejects a CREADO form:
 * approval pays the payroll, rejection (with its reason, which the entity reads here) returns it to CREADO.
 */
export function FormulariosC31({ titulo, programa }: { titulo: string; programa: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const puedeResolver = usePermission('pagosc31', 'update') && programa;
  const [rechazando, setRechazando] = useState<FormularioC31 | null>(null);

  const aprobar = async (f: FormularioC31) => {
    if (!(await confirmDialog(t('pagosc31.aprobarPregunta', { c31: f.c31, nombre: f.nombre, monto: formatMoney(f.monto_total) })))) return;
    try {
      const aprobado = await aprobarFormulario(f.id);
      notify('success', aprobado ? replyText(aprobado) : t('toast.success'));
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
    }
    await queryClient.invalidateQueries({ queryKey: PLANILLAS_KEY });
  };
  const descargar = async (f: FormularioC31) => {
    try {
      await descargarPdfC31(f.id);
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
    }
  };

  const acciones: ListColumn<FormularioC31> = {
    field: 'acciones',
    headerName: t('list.actions'),
    width: puedeResolver ? 140 : 70,
    render: (f) => (
      <>
        <Accion titulo={t('pagosc31.acciones.pdf', { c31: f.c31 })} icono={<PictureAsPdfIcon fontSize="small" />} onClick={() => void descargar(f)} />
        {puedeResolver && (
          <>
            <Accion titulo={t('pagosc31.acciones.aprobar', { c31: f.c31 })} icono={<CheckCircleIcon fontSize="small" />} onClick={() => void aprobar(f)} disabled={f.estado !== 'CREADO'} />
            <Accion titulo={t('pagosc31.acciones.rechazar', { c31: f.c31 })} icono={<CancelIcon fontSize="small" />} onClick={() => setRechazando(f)} disabled={f.estado !== 'CREADO'} />
          </>
        )}
      </>
    ),
  };
  const columnas: ListColumn<FormularioC31>[] = [
    acciones,
    programa
      ? { field: 'entidad_nombre', headerName: t('planillas.campos.entidad'), flex: 1, wrap: true }
      : { field: 'sucursal_entidad_suc_nombre', headerName: t('planillas.campos.sucursal'), flex: 1, wrap: true },
    { field: 'c31', headerName: t('planillas.campos.c31'), width: 130 },
    { field: 'nombre', headerName: t('pagosc31.planilla'), flex: 2, wrap: true },
    { field: 'monto_total', headerName: t('planillas.campos.montoTotal'), width: 130, render: (f) => formatMoney(f.monto_total) },
    { field: '_updated_at', headerName: t('pagosc31.actualizado'), sortable: true, width: 150, render: (f) => fechaHora(f._updated_at) },
    { field: 'estado', headerName: t('planillas.campos.estado'), sortable: true, width: 120, render: (f) => <EstadoChip estado={f.estado} /> },
    { field: 'observacion', headerName: t('pagosc31.rechazo.motivo'), flex: 2, wrap: true, render: (f) => f.observacion ?? '' },
  ];
  const filtros = useMemo<ListFilter[]>(
    () => [
      { name: 'c31', label: t('planillas.campos.c31'), maxLength: 150 },
      { name: 'estado', label: t('planillas.campos.estado'), type: 'select', initial: TODOS, options: estadoOptions(t, ESTADOS_FORMULARIO_C31) },
    ],
    [t],
  );

  return (
    <>
      <ListTable<FormularioC31> title={titulo} queryKey={[...PLANILLAS_KEY, 'formularios']} fetchPage={listarFormularios} columns={columnas} filters={filtros} />
      {rechazando && (
        <RechazarC31Dialog
          formulario={rechazando}
          onClose={() => setRechazando(null)}
          onRechazado={() => {
            setRechazando(null);
            void queryClient.invalidateQueries({ queryKey: PLANILLAS_KEY });
          }}
        />
      )}
    </>
  );
}
