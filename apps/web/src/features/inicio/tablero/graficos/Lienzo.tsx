import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

/** A series drawn: its name (the legend's and each mark's tooltip), its values and how a value reads. */
export interface Serie {
  etiqueta: string;
  valores: number[];
  formato: (v: number) => string;
}

/** Before the box is measured (and where nothing measures, as in jsdom) the chart is drawn this wide. */
const ANCHO_SIN_MEDIR = 600;
export const FUENTE = 12;

/** The colours of the series: the theme's purple, a teal and the theme's amber, each ≥ 3:1 on white (WCAG 1.4.11). */
export function useColores() {
  const { palette } = useTheme();
  return { series: [palette.primary.main, '#00796b', palette.warning.main], texto: palette.text.secondary, rejilla: palette.divider, eje: palette.text.disabled };
}

/**
 * The chart's drawing: an svg as wide as its box (measured, and again when the box changes), one image
 * named `titulo` for assistive technology, whose numbers are in the card's table (ChartCard). A legend,
 * when there is one, is drawn above it and hidden from screen readers for the same reason.
 */
export function Lienzo({ titulo, alto, leyenda, children }: { titulo: string; alto: number; leyenda?: Serie[]; children: (ancho: number) => ReactNode }) {
  const caja = useRef<HTMLDivElement>(null);
  const [ancho, setAncho] = useState(0);
  const colores = useColores();
  useLayoutEffect(() => {
    const el = caja.current;
    if (!el) return;
    const medir = () => setAncho(Math.floor(el.getBoundingClientRect().width));
    medir();
    if (typeof ResizeObserver === 'undefined') return;
    const observador = new ResizeObserver(medir);
    observador.observe(el);
    return () => observador.disconnect();
  }, []);
  const w = ancho || ANCHO_SIN_MEDIR;
  return (
    <Box ref={caja} sx={{ width: '100%', mt: 1 }}>
      {leyenda && leyenda.length > 1 && (
        <Box component="ul" aria-hidden="true" sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 2, listStyle: 'none', m: 0, p: 0, fontSize: FUENTE + 1, color: 'text.secondary' }}>
          {leyenda.map((s, i) => (
            <Box component="li" key={s.etiqueta} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box component="span" sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: colores.series[i % colores.series.length] }} />
              {s.etiqueta}
            </Box>
          ))}
        </Box>
      )}
      <svg role="img" aria-label={titulo} width={w} height={alto} viewBox={`0 0 ${w} ${alto}`} style={{ display: 'block', maxWidth: '100%', fontSize: FUENTE, fontFamily: 'inherit' }}>
        {children(w)}
      </svg>
    </Box>
  );
}

/** A value axis's ticks as grid lines with their labels, across (`horizontal`) or down the plot. */
export function Rejilla({ marcas, posicion, desde, hasta, formato, vertical }: { marcas: number[]; posicion: (v: number) => number; desde: number; hasta: number; formato: (v: number) => string; vertical?: boolean }) {
  const c = useColores();
  return (
    <g>
      {marcas.map((m) => {
        const p = posicion(m);
        return vertical ? (
          <g key={m}>
            <line x1={p} x2={p} y1={desde} y2={hasta} stroke={c.rejilla} />
            <text x={p} y={hasta + FUENTE + 4} textAnchor="middle" fill={c.texto}>
              {formato(m)}
            </text>
          </g>
        ) : (
          <g key={m}>
            <line x1={desde} x2={hasta} y1={p} y2={p} stroke={c.rejilla} />
            <text x={desde - 6} y={p} textAnchor="end" dominantBaseline="middle" fill={c.texto}>
              {formato(m)}
            </text>
          </g>
        );
      })}
    </g>
  );
}
