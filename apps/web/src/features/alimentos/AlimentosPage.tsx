import { ListaAlimentos } from './ListaAlimentos';

/** `/alimentos` (spec part 2 §2.11, role 2): the programme's foods, with the active switch and the add/edit dialog. */
export default function AlimentosPage() {
  return <ListaAlimentos producto={false} />;
}
