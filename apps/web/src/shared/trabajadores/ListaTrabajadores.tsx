import { replyText } from '../../api/messages';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import PhonelinkSetupIcon from '@mui/icons-material/PhonelinkSetup';
import { ESTADOS_CON_HUELLA } from '@pb/contract/valores';
import { errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { usePermission } from '../../shell/session/usePermission';
import { confirmDialog } from '../../components/dialogs/dialogStore';
import { ListPage, type ListPageProps } from '../../components/list/ListPage';
import type { ListToolbar } from '../../components/list/ListTable';
import type { ListColumn, ListFilter } from '../../components/list/types';
import { cambiarEstado, cambiarSms, nombreCompleto, quitarSuspension, reiniciarHuella, type TrabajadorBeneficiaria } from './api';
import { EstadoTrabajador } from './EstadoTrabajador';
import { perezoso } from '../../components/perezoso';

const CelularDialog = perezoso(() => import('./CelularDialog').then((m) => m.CelularDialog));

/**
 * The fixed columns' widths (px): the SMS switch, two action buttons, a CI, an 8-digit mobile, and the
 * state chip with its switch (a long state, which has no switch, is cut with its whole name on hover).
 */
export const ANCHOS = { compraSms: 110, acciones: 100, documento: 110, movil: 100, estado: 190 } as const;

/** `F`: the list's row, the workers' fields and any the page adds (the public list's amount). */
interface Props<F extends TrabajadorBeneficiaria> {
  /** The page's heading. */
  titulo: string;
  /** The grid's accessible name. */
  tituloLista: string;
  queryKey: readonly unknown[];
  fetchPage: ListPageProps<F>['fetchPage'];
  /** Columns shown between the mobile and the state (the workers' branch, the public list's amount). */
  columnasExtra: ListColumn<F>[];
  /** The toolbar's export and import, each already hidden when the user may not use it; a function gets the list's filters. */
  toolbar?: ListToolbar;
}

/**
 * An entity's workers as bonus beneficiaries with the row actions of spec part 2 §2.5 and §2.8: the
 * SMS-purchase switch, the mobile, the device activation, the removal of a suspension and the
 * ACTIVO/INACTIVO toggle, each the workers' REST call (`beneficiarias:update`). The server keeps the
 * states' rules (DOMAIN.md §3). `/beneficiariasEditar` and `/listaBeneficiariosPublicos` show it.
 */
export function ListaTrabajadores<F extends TrabajadorBeneficiaria>({ titulo, tituloLista, queryKey, fetchPage, columnasExtra, toolbar }: Props<F>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const puedeEditar = usePermission('beneficiarias', 'update');
  const [enCelular, setEnCelular] = useState<F | null>(null);
  const [smsPendiente, setSmsPendiente] = useState<number | null>(null);

  /** Runs one action, says the server's answer and reloads the list. */
  const ejecutar = async (accion: () => Promise<{ mensaje: string }>) => {
    try {
      notify('success', replyText(await accion()));
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
    }
  };
  const confirmarYEjecutar = async (pregunta: string, accion: () => Promise<{ mensaje: string }>) => {
    if (await confirmDialog(pregunta)) await ejecutar(accion);
  };
  const alternarSms = async (f: F) => {
    setSmsPendiente(f.id);
    try {
      await ejecutar(() => cambiarSms(f));
    } finally {
      setSmsPendiente(null);
    }
  };

  const accion = (texto: string, icono: ReactNode, alPulsar: () => void) => (
    <Tooltip title={texto}>
      <IconButton size="small" aria-label={texto} onClick={alPulsar}>
        {icono}
      </IconButton>
    </Tooltip>
  );
  const acciones = (f: F) => {
    const nombre = nombreCompleto(f);
    const estado = f.beneficiaria_datos_estado;
    return (
      <>
        {accion(t('trabajadores.editarCelularDe', { nombre }), <PhoneAndroidIcon fontSize="small" />, () => setEnCelular(f))}
        {ESTADOS_CON_HUELLA.has(estado) &&
          (estado === 'ACTIVO'
            ? accion(t('trabajadores.inactivarDe', { nombre }), <PhonelinkEraseIcon fontSize="small" />, () => void confirmarYEjecutar(t('trabajadores.confirmarInactivar', { nombre }), () => reiniciarHuella(f)))
            : accion(t('trabajadores.activarDe', { nombre }), <PhonelinkSetupIcon fontSize="small" />, () => void confirmarYEjecutar(t('trabajadores.confirmarActivar', { nombre }), () => reiniciarHuella(f))))}
        {estado === 'SUSPENDIDO' && accion(t('trabajadores.quitarSuspensionDe', { nombre }), <LockOpenIcon fontSize="small" />, () => void confirmarYEjecutar(t('trabajadores.confirmarQuitarSuspension', { nombre }), () => quitarSuspension(f)))}
      </>
    );
  };

  // Every column, the state and its switch last, fits a 1366 px screen beside the menu (issue 32):
  // fixed widths only where the content is known, the name and the branch share the rest.
  const columnas: ListColumn<F>[] = [
    {
      field: 'beneficiaria_datos_enviar_sms',
      headerName: t('trabajadores.campos.compraSms'),
      width: ANCHOS.compraSms,
      render: (f) => (
        <Switch
          checked={f.beneficiaria_datos_enviar_sms === '1'}
          disabled={!puedeEditar || smsPendiente === f.id}
          onChange={() => void alternarSms(f)}
          slotProps={{ input: { 'aria-label': t('trabajadores.compraSmsDe', { nombre: nombreCompleto(f) }) } }}
        />
      ),
    },
    ...(puedeEditar ? [{ field: 'acciones', headerName: t('catalogo.acciones'), width: ANCHOS.acciones, render: acciones }] : []),
    { field: 'beneficiaria_datos_persona_nombres', headerName: t('trabajadores.campos.nombre'), sortable: true, flex: 2, render: nombreCompleto },
    { field: 'beneficiaria_datos_persona_nro_documento', headerName: t('trabajadores.campos.documento'), sortable: true, width: ANCHOS.documento },
    { field: 'beneficiaria_datos_persona_movil', headerName: t('trabajadores.campos.movil'), width: ANCHOS.movil },
    ...columnasExtra,
    {
      field: 'beneficiaria_datos_estado',
      headerName: t('trabajadores.campos.estado'),
      sortable: true,
      width: ANCHOS.estado,
      render: (f) => (
        <EstadoTrabajador
          estado={f.beneficiaria_datos_estado}
          nombre={nombreCompleto(f)}
          puedeCambiar={puedeEditar}
          onCambiar={(activo) => ejecutar(() => cambiarEstado(f.beneficiaria_datos_persona_id, activo ? 'ACTIVO' : 'INACTIVO'))}
        />
      ),
    },
  ];
  const filtros = useMemo<ListFilter[]>(() => [{ name: 'nro_documento', label: t('trabajadores.campos.documento'), maxLength: 20 }], [t]);

  return (
    <ListPage<F> heading={titulo} title={tituloLista} queryKey={queryKey} fetchPage={fetchPage} columns={columnas} filters={filtros} defaultOrder="-id" toolbar={toolbar}>
      {enCelular && <CelularDialog persona={{ idPersona: enCelular.beneficiaria_datos_persona_id, movil: enCelular.beneficiaria_datos_persona_movil, nombre: nombreCompleto(enCelular) }} queryKey={queryKey} onClose={() => setEnCelular(null)} />}
    </ListPage>
  );
}
