import { useSession } from '../../shell/session/store';

/**
 * The regional a screen opens on (issue 32): the user's own branch when it is one of the regional
 * offices offered, else none, so that the user chooses — never the first of the list, which looks
 * like a choice nobody made.
 */
export function useRegionalPropia(regionales: ReadonlyArray<{ id: number }> | undefined): number | null {
  const idSucursal = useSession()?.usuario.id_sucursal ?? null;
  return idSucursal !== null && regionales?.some((r) => r.id === idSucursal) ? idSucursal : null;
}
