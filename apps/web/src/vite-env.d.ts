/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The sales client system (landing card). */
  readonly VITE_VENTAS_URL?: string;
  /** Password recovery and sign-up pages for employers and providers (login links). */
  /** An optional tile layer for maps (e.g. https://tiles.example/{z}/{x}/{y}.png); without it maps show the offline department outlines. */
  readonly VITE_MAP_TILES_URL?: string;
  /** The tile server's attribution line, shown on the map (e.g. '© OpenStreetMap contributors'). */
  readonly VITE_MAP_TILES_ATTRIBUTION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
