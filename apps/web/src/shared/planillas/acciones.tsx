import { replyText } from '../../api/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import BlockIcon from '@mui/icons-material/Block';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { pagaConC31 } from '@pb/contract/valores';
import { errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { useSession } from '../../shell/session/store';
import { usePermission } from '../../shell/session/usePermission';
import { confirmDialog } from '../../components/dialogs/dialogStore';
import type { ListColumn } from '../../components/list/types';
import { PLANILLAS_KEY, anularPlanilla, descargarBoleta, type Planilla } from './api';
import { Accion } from './columnas';
import { LineasDialog } from './LineasDialog';
import { perezoso } from '../../components/perezoso';

const PagoC31Dialog = perezoso(() => import('./PagoC31Dialog').then((m) => m.PagoC31Dialog));


/** Spec part 2 §6: C31 payment needs `planillas:update` and a public entity. */
export function usePagaConC31(): boolean {
  const tipo = useSession()?.usuario.entidad_tipo;
  return usePermission('planillas', 'update') && pagaConC31(tipo);
}

/** Which row actions a payroll list offers. */
interface Opciones {
  anular?: boolean;
  c31?: boolean;
  boleta?: boolean;
}

/**
 * The payroll row actions of §2.1–§2.3: view beneficiaries always; cancel (`planillas:delete`, CREADO
 * only, confirmed), pay with C31 (public entities, disabled unless CREADO) and the receipt PDF where
 * the screen offers them. Answers the actions column and the dialogs it opens.
 */
export function useAccionesPlanilla(opciones: Opciones) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const usuario = useSession()?.usuario;
  const puedeAnular = usePermission('planillas', 'delete') && Boolean(opciones.anular);
  const puedeC31 = usePagaConC31() && Boolean(opciones.c31);
  const [lineas, setLineas] = useState<Planilla | null>(null);
  const [c31, setC31] = useState<Planilla | null>(null);

  const anular = async (p: Planilla) => {
    if (!(await confirmDialog(t('planillas.anularPregunta', { nombre: p.nombre })))) return;
    try {
      const anulada = await anularPlanilla(p.id);
      notify('success', anulada ? replyText(anulada) : t('toast.success'));
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
    }
    await queryClient.invalidateQueries({ queryKey: PLANILLAS_KEY });
  };

  const boleta = async (p: Planilla) => {
    try {
      await descargarBoleta(p.id, { entidad: usuario?.entidad ?? null, nit: usuario?.nit ?? null, matricula_comercio: usuario?.matricula_comercio ?? null });
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
    }
  };

  const columna: ListColumn<Planilla> = {
    field: 'acciones',
    headerName: t('list.actions'),
    width: 40 + 40 * (1 + Number(puedeAnular) + Number(puedeC31) + Number(Boolean(opciones.boleta))),
    render: (p) => (
      <>
        <Accion titulo={t('planillas.acciones.ver', { nombre: p.nombre })} icono={<PeopleIcon fontSize="small" />} onClick={() => setLineas(p)} />
        {puedeC31 && <Accion titulo={t('planillas.acciones.c31', { nombre: p.nombre })} icono={<ReceiptLongIcon fontSize="small" />} onClick={() => setC31(p)} disabled={p.estado !== 'CREADO'} />}
        {opciones.boleta && <Accion titulo={t('planillas.acciones.boleta', { nombre: p.nombre })} icono={<PictureAsPdfIcon fontSize="small" />} onClick={() => void boleta(p)} />}
        {puedeAnular && <Accion titulo={t('planillas.acciones.anular', { nombre: p.nombre })} icono={<BlockIcon fontSize="small" />} onClick={() => void anular(p)} disabled={!p.seleccionar} />}
      </>
    ),
  };

  const dialogos = (
    <>
      {lineas && <LineasDialog planilla={lineas} onClose={() => setLineas(null)} />}
      {c31 && <PagoC31Dialog planilla={c31} onClose={() => setC31(null)} />}
    </>
  );
  return { columna, dialogos };
}
