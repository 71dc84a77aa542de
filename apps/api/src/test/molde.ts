/** What the run's global setup prepared (global-setup.ts): every test file's database starts as a copy of one. */
export type Molde = { tipo: 'pglite'; archivo: string } | { tipo: 'pg'; nombre: string };

/** The two templates: reference data and the first administrator, or reference data and the demo's data. */
export type TipoMolde = 'referencia' | 'demo';

/** The administrator's password the template was seeded with (the harness's default). */
export const MOLDE_ADMIN_PASSWORD = 'Admin.2026';

declare module 'vitest' {
  export interface ProvidedContext {
    molde: Record<TipoMolde, Molde>;
  }
}
