/** The reader's default address: the simulator's (`npm run lector`) and the local reader program's. */
export const LECTOR_POR_DEFECTO = 'http://127.0.0.1:3210';
