import { ListaAlimentos } from './ListaAlimentos';

/**
 * `/productos` (spec part 2 §2.18, role 4): the provider's own products. The same calls as the
 * programme's foods; the server answers with the caller's own products only.
 */
export default function ProductosPage() {
  return <ListaAlimentos producto />;
}
