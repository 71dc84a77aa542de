import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import type { Accion } from '@pb/contract/valores';
import { errorMessage } from '../../api/errors';
import { notify, TOAST_DURATION } from '../../shell/notify/store';
import { refreshMenu } from '../../shell/session/useMenuRefresh';
import { usePermission } from '../../shell/session/usePermission';
import { editarPermiso, listarPermisos, permisosKey, type Modulo, type Permiso } from './api';
import { PermisosTabla } from './PermisosTabla';

/** Read by screen readers: the toasts behind a modal dialog are hidden from them. */
const soloLectores = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

interface Props {
  modulo: Modulo;
  onClose: () => void;
}

/**
 * The permission matrix of one module (spec part 1 §2 "Modules"): a row per role, a switch per
 * action, each saved at once. Closing it after a change reloads the menu and the permission set.
 */
export function PermisosDialog({ modulo, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const puedeEditar = usePermission('permisos', 'update');
  const key = permisosKey(modulo.id);
  const consulta = useQuery({ queryKey: key, queryFn: () => listarPermisos(modulo.id), staleTime: 0 });
  const [pendientes, setPendientes] = useState<Record<string, boolean>>({});
  const enCurso = useRef(new Set<string>());
  const cambios = useRef(false);
  const [aviso, setAviso] = useState('');

  const cambiar = async (permiso: Permiso, accion: Accion, valor: boolean) => {
    const clave = `${permiso.id}:${accion}`;
    if (enCurso.current.has(clave)) return;
    enCurso.current.add(clave);
    setPendientes((s) => ({ ...s, [clave]: valor }));
    try {
      const actualizado = await editarPermiso(permiso.id, { [accion]: valor });
      queryClient.setQueryData<Permiso[]>(key, (filas) => filas?.map((f) => (f.id === permiso.id ? { ...f, [accion]: valor, ...actualizado } : f)));
      cambios.current = true;
      notify('success', t('modulos.permisos.actualizado'), { duration: TOAST_DURATION.permission });
      setAviso(t('modulos.permisos.actualizado'));
    } catch (error) {
      const mensaje = errorMessage(error, t('toast.error'));
      notify('error', mensaje);
      setAviso(mensaje);
    } finally {
      enCurso.current.delete(clave);
      setPendientes(({ [clave]: _hecho, ...resto }) => resto);
    }
  };

  const cerrar = () => {
    if (cambios.current) void refreshMenu();
    onClose();
  };

  return (
    <Dialog open onClose={cerrar} fullWidth maxWidth={false} aria-labelledby="permisos-title" slotProps={{ paper: { sx: { maxWidth: 960 } } }}>
      <DialogTitle id="permisos-title">{t('modulos.permisos.titulo', { label: modulo.label })}</DialogTitle>
      <DialogContent>
        {consulta.isPending && <LinearProgress aria-label={t('common.loading')} />}
        {consulta.error && (
          <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
            {errorMessage(consulta.error, t('toast.error'))}
          </Alert>
        )}
        {consulta.data && <PermisosTabla filas={consulta.data} pendientes={pendientes} editable={puedeEditar} onCambiar={(p, a, v) => void cambiar(p, a, v)} />}
        <Box role="status" sx={soloLectores}>
          {aviso}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={cerrar} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
