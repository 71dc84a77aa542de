import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { usePermission } from '../../shell/session/usePermission';
import { TabParametros } from './TabParametros';
import { TabRoles } from './TabRoles';
import { TabServicios } from './TabServicios';

type Pestana = 'parametros' | 'servicios' | 'roles';

/**
 * `/parametros` "Preferencias" (spec part 2 §2.9): tabs Parámetros (parametros:read), Servicios de
 * interoperabilidad (serviciosIop:read, hidden without it) and Roles (roles:read).
 */
export default function ParametrosPage() {
  const { t } = useTranslation();
  const visibles: Record<Pestana, boolean> = {
    parametros: usePermission('parametros', 'read'),
    servicios: usePermission('serviciosIop', 'read'),
    roles: usePermission('roles', 'read'),
  };
  const pestanas: Array<{ id: Pestana; etiqueta: string; contenido: ReactNode }> = [
    { id: 'parametros' as const, etiqueta: t('parametros.tabs.parametros'), contenido: <TabParametros /> },
    { id: 'servicios' as const, etiqueta: t('parametros.tabs.servicios'), contenido: <TabServicios /> },
    { id: 'roles' as const, etiqueta: t('parametros.tabs.roles'), contenido: <TabRoles /> },
  ].filter((p) => visibles[p.id]);
  const [elegida, setElegida] = useState<Pestana | null>(null);
  const actual = pestanas.find((p) => p.id === elegida) ?? pestanas[0];

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
        {t('parametros.titulo')}
      </Typography>
      {actual ? (
        <>
          <Tabs value={actual.id} onChange={(_e, v: Pestana) => setElegida(v)} variant="scrollable" allowScrollButtonsMobile aria-label={t('parametros.titulo')}>
            {pestanas.map((p) => (
              <Tab key={p.id} value={p.id} label={p.etiqueta} id={`preferencias-tab-${p.id}`} aria-controls={`preferencias-panel-${p.id}`} />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`preferencias-panel-${actual.id}`} aria-labelledby={`preferencias-tab-${actual.id}`}>
            {actual.contenido}
          </Box>
        </>
      ) : (
        <Typography color="text.secondary">{t('parametros.sinPestanas')}</Typography>
      )}
    </Stack>
  );
}
