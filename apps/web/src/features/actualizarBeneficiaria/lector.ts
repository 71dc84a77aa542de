import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../api/http';

/*
 * The card reader, until H1's features/tarjetas/lector.ts (useLectorTarjetas) is on this branch: its
 * contract (contratos.md) is `lectorTarjetas` (the reader's address) and `GET <direccion>/leer` →
 * `{UUIDHex}` or `{error}`. After the merge this file re-exports H1's hook.
 */
export function useLectorTarjetas(): { leer: () => Promise<string>; direccion: string | undefined } {
  const { t } = useTranslation();
  const direccion = useQuery({ queryKey: ['lectorTarjetas'], queryFn: async () => (await graphql<{ lectorTarjetas: string }>('{ lectorTarjetas }')).lectorTarjetas, staleTime: 300_000 }).data;
  const leer = async () => {
    if (!direccion) throw new Error(t('actualizarBeneficiaria.lectorAusente'));
    let cuerpo: { UUIDHex?: unknown; error?: unknown };
    try {
      cuerpo = (await (await fetch(`${direccion.replace(/\/$/, '')}/leer`)).json()) as typeof cuerpo;
    } catch {
      throw new Error(t('actualizarBeneficiaria.lectorAusente'));
    }
    if (typeof cuerpo.UUIDHex !== 'string' || !cuerpo.UUIDHex) throw new Error(typeof cuerpo.error === 'string' && cuerpo.error ? cuerpo.error : t('actualizarBeneficiaria.lectorSinTarjeta'));
    return cuerpo.UUIDHex;
  };
  return { leer, direccion };
}
