import type { Modulo, ModuloDatos } from './api';

/** The module form's values: text inputs, the "depends on another module" switch, the parent as a select value. */
export interface ModuloValores {
  label: string;
  ruta: string;
  icono: string;
  orden: string;
  depende: boolean;
  id_modulo: string;
}

export function valoresDe(m: Modulo | null): ModuloValores {
  return {
    label: m?.label ?? '',
    ruta: m?.ruta ?? '',
    icono: m?.icono ?? '',
    orden: m ? String(m.orden) : '',
    depende: m?.id_modulo != null,
    id_modulo: m?.id_modulo != null ? String(m.id_modulo) : '',
  };
}

/** What is sent: trimmed texts, no parent unless the switch is on. */
export function datosDe(v: ModuloValores): ModuloDatos {
  return {
    label: v.label.trim(),
    // The menu links to `/<ruta>`: a typed leading slash would double it.
    ruta: v.ruta.trim().replace(/^\/+/, ''),
    icono: v.icono.trim() || null,
    orden: v.orden,
    id_modulo: v.depende && v.id_modulo ? Number(v.id_modulo) : null,
  };
}
