import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { GLOBAL_SCOPE_ROLES, ROLES } from '@pb/contract/valores';
import { useSession } from '../../shell/session/store';
import { listarSucursales } from '../../shared/sucursales/api';
import { ReportForm } from '../../components/reports/ReportForm';
import { descargarVentas, descargarVentasSucursal } from './api';

/**
 * 'Reporte de ventas' (spec part 2 §2.12 Sales): programme staff choose summary or detailed over
 * every provider; a provider chooses one of its points of sale, a cashier has only its own.
 */
export default function ReporteVentasPage() {
  const { t } = useTranslation();
  const usuario = useSession()?.usuario;
  const staff = usuario ? GLOBAL_SCOPE_ROLES.has(usuario.id_rol) : false;
  const cajero = usuario?.id_rol === ROLES.CAJERO;
  const puntos = useQuery({
    queryKey: ['reporteVentas', 'puntos'],
    queryFn: () => listarSucursales({ limit: 100, page: 1 }),
    enabled: !staff && !cajero,
  });
  const [elegido, setElegido] = useState<number | ''>('');
  const [intentado, setIntentado] = useState(false);
  const punto = cajero ? (usuario?.id_sucursal ?? '') : elegido;

  if (staff) {
    return <ReportForm id="reporte-ventas" title={t('reportes.ventas.titulo')} help={t('reportes.ventas.ayudaPrograma')} download={(tipo, r) => descargarVentas(tipo, r!.from, r!.to)} />;
  }
  const opciones = cajero ? [{ id: usuario?.id_sucursal ?? 0, nombre: t('reportes.ventas.miPuntoVenta') }] : (puntos.data?.rows ?? []);
  return (
    <ReportForm
      id="reporte-ventas"
      title={t('reportes.ventas.titulo')}
      help={t('reportes.ventas.ayudaProveedor')}
      withType={false}
      fieldsValid={punto !== ''}
      onAttempt={() => setIntentado(true)}
      download={(_tipo, r) => descargarVentasSucursal(Number(punto), r!.from, r!.to)}
    >
      <TextField
        select
        id="reporte-ventas-punto"
        label={t('reportes.ventas.puntoVenta')}
        required
        size="small"
        value={punto}
        disabled={cajero}
        onChange={(e) => setElegido(Number(e.target.value))}
        error={intentado && punto === ''}
        helperText={intentado && punto === '' ? t('validate.required') : undefined}
        sx={{ maxWidth: 420 }}
      >
        {opciones.map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.nombre}
          </MenuItem>
        ))}
      </TextField>
    </ReportForm>
  );
}
