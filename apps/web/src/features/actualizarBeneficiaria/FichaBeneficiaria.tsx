import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { ID_SUBSIDIO_BONO, diaMesAnio } from '@pb/contract/valores';
import { usePermission } from '../../shell/session/usePermission';
import { useAccionConfirmada } from '../../components/dialogs/useAccionConfirmada';
import { EstadoChip } from '../../components/list/EstadoChip';
import { formatBs } from '../../components/money';
import { desbloquear, quitarSuspension, type RegistroEntrega } from './api';
import { EntregaDialog } from './EntregaDialog';
import { PestanaCelular } from './PestanaCelular';
import { PestanaDispositivo } from './PestanaDispositivo';
import { PestanaTarjeta } from './PestanaTarjeta';

/** Dark orange: the spec's orange debt line, readable on white (WCAG AA). */
const NARANJA = '#a14a00';

interface Props {
  registro: RegistroEntrega;
  /** After any change: the record is read again. */
  onCambio: () => void;
}

/** One subsidy of the person: deliveries, debt, state, her data and balance, and the three tabs. */
export function FichaBeneficiaria({ registro: r, onCambio }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const puedeEditar = usePermission('actualizarBeneficiaria', 'update');
  const [pestana, setPestana] = useState(0);
  const [entregando, setEntregando] = useState(false);
  const bloqueada = r.estado === 'BLOQUEADO_INTENTOS';
  const suspendida = r.estado === 'SUSPENDIDO';
  const esBono = r.ben_subsidio_id === ID_SUBSIDIO_BONO;
  /** A state the programme moves back to ACTIVO here (DOMAIN.md §3, issue 32), after a confirmation, with the server's message. */
  const { ocupado, hacer } = useAccionConfirmada(onCambio);
  const devolver = (pregunta: string, accion: (id: number) => Promise<{ mensaje: string }>) => hacer(pregunta, () => accion(r.id));
  const nombre = r.persona_b_nombre_completo ?? '';
  const deuda = r.nro_calendarios_deuda !== 0 || r.nro_calendarios_deuda_entregados !== 0;
  const documento = [r.persona_b_nro_documento, r.persona_b_complemento].filter(Boolean).join('-');
  const dato = (etiqueta: string, valor: string | number | null | undefined) => (
    <Box>
      <Typography variant="caption" component="dt" color="text.secondary">
        {etiqueta}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0 }}>
        {valor === null || valor === undefined || valor === '' ? '—' : valor}
      </Typography>
    </Box>
  );
  const pestanas = [t('actualizarBeneficiaria.pestanas.dispositivo'), t('actualizarBeneficiaria.pestanas.celular'), t('actualizarBeneficiaria.pestanas.tarjeta')];

  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-subsidio`} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Typography variant="h6" component="h2" id={`${id}-subsidio`}>
            {r.ben_subsidio_nombre}
          </Typography>
          {/* The bonus is spent at points of sale: it has no deliveries to count. */}
          {!esBono && <Typography variant="body2">{t('actualizarBeneficiaria.entregas', { entregados: r.nro_calendarios_entregados, habilitados: r.nro_calendarios })}</Typography>}
          {deuda && (
            <Typography variant="body2" sx={{ color: NARANJA, fontWeight: 600 }}>
              {t('actualizarBeneficiaria.deuda', { entregados: r.nro_calendarios_deuda_entregados, deuda: r.nro_calendarios_deuda })}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <EstadoChip estado={r.estado} />
          {puedeEditar && bloqueada && (
            <Button variant="contained" color="warning" size="small" startIcon={<LockOpenIcon />} onClick={() => void devolver(t('actualizarBeneficiaria.confirmarDesbloquear', { nombre }), desbloquear)} disabled={ocupado}>
              {t('actualizarBeneficiaria.desbloquear')}
            </Button>
          )}
          {puedeEditar && suspendida && (
            <Button variant="contained" color="warning" size="small" startIcon={<LockOpenIcon />} onClick={() => void devolver(t('trabajadores.confirmarQuitarSuspension', { nombre }), quitarSuspension)} disabled={ocupado}>
              {t('actualizarBeneficiaria.quitarSuspension')}
            </Button>
          )}
          {puedeEditar && r.entregable && (
            <Button variant="contained" size="small" startIcon={<LocalShippingIcon />} onClick={() => setEntregando(true)}>
              {t('actualizarBeneficiaria.entregarPaquete')}
            </Button>
          )}
        </Stack>
      </Stack>
      {bloqueada && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('actualizarBeneficiaria.bloqueadaAyuda')}
        </Alert>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1.5, my: 2 }}>
        {dato(t('actualizarBeneficiaria.campos.nombre'), r.persona_b_nombre_completo)}
        {dato(t('actualizarBeneficiaria.campos.documento'), documento)}
        {dato(t('actualizarBeneficiaria.campos.fechaNacimiento'), diaMesAnio(r.persona_b_fecha_nacimiento))}
        {dato(t('actualizarBeneficiaria.campos.movil'), r.persona_b_movil)}
        {dato(t('actualizarBeneficiaria.campos.titularCobro'), r.persona_tc_nombre_completo)}
        {dato(t('actualizarBeneficiaria.campos.nroSeguro'), r.nro_seguro)}
        {dato(t('actualizarBeneficiaria.campos.fechaInicio'), diaMesAnio(r.fecha_inicio))}
        {dato(t('actualizarBeneficiaria.campos.saldo'), r.saldo === null ? null : formatBs(r.saldo))}
      </Box>
      <Tabs value={pestana} onChange={(_e, v: number) => setPestana(v)} aria-label={t('actualizarBeneficiaria.pestanas.titulo', { subsidio: r.ben_subsidio_nombre })} variant="scrollable" allowScrollButtonsMobile>
        {pestanas.map((p, i) => (
          <Tab key={p} label={p} id={`${id}-tab-${i}`} aria-controls={`${id}-panel-${i}`} />
        ))}
      </Tabs>
      {pestanas.map((p, i) => (
        <Box key={p} role="tabpanel" hidden={pestana !== i} id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`} sx={{ pt: 2 }}>
          {pestana === i && i === 0 && <PestanaDispositivo registro={r} puedeEditar={puedeEditar} onCambio={onCambio} />}
          {pestana === i && i === 1 && <PestanaCelular registro={r} puedeEditar={puedeEditar} onCambio={onCambio} />}
          {pestana === i && i === 2 && <PestanaTarjeta registro={r} puedeEditar={puedeEditar} onCambio={onCambio} />}
        </Box>
      ))}
      {entregando && (
        <EntregaDialog
          registro={r}
          onClose={() => setEntregando(false)}
          onEntregado={onCambio}
        />
      )}
    </Paper>
  );
}
