import { useState } from 'react';
import { ROLES } from '@pb/contract/valores';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../shell/session/store';
import type { PersonaSegip } from './api';
import { BuscarPersona } from './BuscarPersona';
import { FormularioRegistro } from './FormularioRegistro';

/**
 * `/registros` (spec part 2 §2.13, roles 2 and 3; decision 027): the counter registers a woman in the
 * universal subsidy: SEGIP look-up, then where she lives, her mobile, the inscription code and the
 * doctor. Role 2's titles are the spec's 'Registros' / 'Registro'.
 */
export default function RegistrosPage() {
  const { t } = useTranslation();
  const rol2 = useSession()?.usuario.id_rol === ROLES.ADMINISTRADOR;
  const [persona, setPersona] = useState<PersonaSegip | null>(null);
  // A new key after each registration clears the whole page for the next one.
  const [vez, setVez] = useState(0);

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
        {t(rol2 ? 'registros.tituloRol2' : 'registros.titulo')}
      </Typography>
      <Card variant="outlined" component="section" aria-labelledby="registros-subtitulo" key={vez}>
        <CardContent>
          <Stack spacing={3}>
            <Typography id="registros-subtitulo" variant="h6" component="h2">
              {t(rol2 ? 'registros.subtituloRol2' : 'registros.subtitulo')}
            </Typography>
            <BuscarPersona onEncontrada={setPersona} />
            {persona && (
              <FormularioRegistro
                key={`${persona.nro_documento}-${persona.complemento ?? ''}`}
                persona={persona}
                onRegistrada={() => {
                  setPersona(null);
                  setVez((n) => n + 1);
                }}
              />
            )}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
