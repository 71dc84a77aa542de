import { useTranslation } from 'react-i18next';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ACCIONES, type Accion } from '@pb/contract/valores';
import { etiquetaRol } from '../../i18n/etiquetas';
import type { Permiso } from './api';

interface Props {
  filas: Permiso[];
  /** Values being saved, by `<permiso id>:<accion>`: the switch shows them until the answer. */
  pendientes: Record<string, boolean>;
  editable: boolean;
  onCambiar: (permiso: Permiso, accion: Accion, valor: boolean) => void;
}

/**
 * The role × action matrix (Ver, Crear, Actualizar, Eliminar, CSV, Firmar). Not a paged list: every
 * role of one module, so a plain table of switches, each named "<action>: <role>".
 */
export function PermisosTabla({ filas, pendientes, editable, onCambiar }: Props) {
  const { t } = useTranslation();
  if (filas.length === 0) return <Typography color="text.secondary">{t('modulos.permisos.sinRoles')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-labelledby="permisos-title">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('modulos.permisos.rol')}
            </TableCell>
            {ACCIONES.map((accion) => (
              <TableCell key={accion} component="th" scope="col" align="center">
                {t(`modulos.permisos.${accion}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((permiso) => {
            const rol = etiquetaRol(t, { id: permiso.id_rol, nombre: permiso.rol_nombre });
            return (
              <TableRow key={permiso.id} hover>
                <TableCell component="th" scope="row">
                  {rol}
                </TableCell>
                {ACCIONES.map((accion) => (
                  <TableCell key={accion} align="center" padding="checkbox">
                    <Switch
                      checked={pendientes[`${permiso.id}:${accion}`] ?? permiso[accion]}
                      disabled={!editable}
                      onChange={(e) => onCambiar(permiso, accion, e.target.checked)}
                      slotProps={{ input: { 'aria-label': t('modulos.permisos.switch', { accion: t(`modulos.permisos.${accion}`), rol }) } }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
