import { useTranslation } from 'react-i18next';
import { ROLES_ADMINISTRAN_ENTIDADES } from '@pb/contract/valores';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../shell/session/store';
import { ListaEntidades } from './ListaEntidades';
import { perezoso } from '../../components/perezoso';

const EntidadPropia = perezoso(() => import('./EntidadPropia').then((m) => m.EntidadPropia));

/**
 * `/entidades` (spec part 1 §2 "Entities"): the roles that administer every entity see the list with its filters and the
 * add/edit dialog; every other role sees its own entity's form.
 */
export default function EntidadesPage() {
  const { t } = useTranslation();
  const usuario = useSession()?.usuario;
  const admin = ROLES_ADMINISTRAN_ENTIDADES.has(usuario?.id_rol ?? 0);
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
        {t('entidades.titulo')}
      </Typography>
      {admin ? <ListaEntidades /> : <EntidadPropia idEntidad={usuario?.id_entidad ?? null} />}
    </Stack>
  );
}
