import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { LoginResponse } from '@pb/contract';
import { http } from '../../api/http';
import { errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { startSession, useSession } from '../../shell/session/store';

/**
 * A dual-profile employer's way to its seller account (spec part 1 §2, part 2 §2.4): the session
 * is replaced by the seller's (`POST v1/ovt/buscar_empleador`), and the app opens at its start.
 */
export function PerfilVendedor() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const usuario = useSession()?.usuario;
  const [ocupado, setOcupado] = useState(false);
  if (!usuario?.doble) return null;

  const cambiar = async () => {
    setOcupado(true);
    try {
      const r = await http.post<LoginResponse>('/api/v1/ovt/buscar_empleador', {
        username: usuario.usuario,
        matriculas: usuario.matriculas_comercio,
        doble: usuario.doble,
        usernameOvt: usuario.usernameOvt,
        usernameProbolivia: usuario.usernameProbolivia,
        matricula_comercio_pb: usuario.matricula_comercio_pb,
        matriculas_comercio_pb: usuario.matriculas_comercio_pb,
      });
      startSession(r);
      void navigate('/', { replace: true });
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
      setOcupado(false);
    }
  };

  return (
    <Button variant="outlined" startIcon={<StorefrontIcon />} onClick={() => void cambiar()} disabled={ocupado}>
      {t('csvPlanillas.menuVendedor')}
    </Button>
  );
}
