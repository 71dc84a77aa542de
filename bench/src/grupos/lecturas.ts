import type { Grupo } from '../grupo.js';

export const lecturas: Grupo<{ reads: unknown[] }> = {
  clave: 'reads',
  titulo: 'Reads through our API',
  async medir() {
    return { reads: [] };
  },
  markdown: () => [],
};
