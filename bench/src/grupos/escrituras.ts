import type { Grupo } from '../grupo.js';

export const escrituras: Grupo<object> = {
  clave: 'writes',
  titulo: 'Writes',
  async medir() {
    return {};
  },
  markdown: () => [],
};
