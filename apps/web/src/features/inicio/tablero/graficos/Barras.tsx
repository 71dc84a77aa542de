import { cadaCuantas, marcas } from './escala';
import { FUENTE, Lienzo, Rejilla, useColores, type Serie } from './Lienzo';

const ARRIBA = 10;
const DERECHA = 16;
const ABAJO = FUENTE + 14;
/** Of each category's band, what goes between groups and between the bars of a group (as MUI X drew them). */
const HUECO_GRUPOS = 0.2;
const HUECO_BARRAS = 0.1;

interface Props {
  titulo: string;
  alto: number;
  categorias: string[];
  series: Serie[];
  /** The value axis: its labels and its smallest step. */
  eje: { formato: (v: number) => string; pasoMinimo?: number; ancho?: number };
}

/** Bars standing up, one group per category and one bar per series, with a legend when there are several series. */
export function BarrasVerticales({ titulo, alto, categorias, series, eje }: Props) {
  const c = useColores();
  const izquierda = eje.ancho ?? 70;
  const tope = marcas(Math.max(0, ...series.flatMap((s) => s.valores)), 5, eje.pasoMinimo);
  const max = tope.at(-1)!;
  const h = alto - ARRIBA - ABAJO;
  const y = (v: number) => ARRIBA + h - (Math.max(0, v) / max) * h;
  return (
    <Lienzo titulo={titulo} alto={alto} leyenda={series}>
      {(ancho) => {
        const w = Math.max(1, ancho - izquierda - DERECHA);
        const banda = w / Math.max(1, categorias.length);
        const grupo = banda * (1 - HUECO_GRUPOS);
        const barra = grupo / (series.length + (series.length - 1) * HUECO_BARRAS);
        const cada = cadaCuantas(categorias, banda);
        return (
          <>
            <Rejilla marcas={tope} posicion={y} desde={izquierda} hasta={izquierda + w} formato={eje.formato} />
            {categorias.map((cat, i) => {
              const x0 = izquierda + i * banda + (banda - grupo) / 2;
              return (
                <g key={i}>
                  {series.map((s, j) => {
                    const v = s.valores[i] ?? 0;
                    return (
                      <rect key={j} x={x0 + j * barra * (1 + HUECO_BARRAS)} y={y(v)} width={barra} height={ARRIBA + h - y(v)} fill={c.series[j % c.series.length]}>
                        <title>{`${cat} · ${s.etiqueta}: ${s.formato(v)}`}</title>
                      </rect>
                    );
                  })}
                  {i % cada === 0 && (
                    <text x={izquierda + (i + 0.5) * banda} y={ARRIBA + h + FUENTE + 4} textAnchor="middle" fill={c.texto}>
                      {cat}
                    </text>
                  )}
                </g>
              );
            })}
            <line x1={izquierda} x2={izquierda + w} y1={ARRIBA + h} y2={ARRIBA + h} stroke={c.eje} />
          </>
        );
      }}
    </Lienzo>
  );
}

/** Bars lying down, one per category named on the left: a count per state. */
export function BarrasHorizontales({ titulo, alto, categorias, series, eje }: Props) {
  const c = useColores();
  const izquierda = eje.ancho ?? 140;
  const serie = series[0]!;
  const tope = marcas(Math.max(0, ...serie.valores), 5, eje.pasoMinimo);
  const max = tope.at(-1)!;
  const h = alto - ARRIBA - ABAJO;
  const banda = h / Math.max(1, categorias.length);
  const grosor = banda * (1 - HUECO_GRUPOS);
  return (
    <Lienzo titulo={titulo} alto={alto}>
      {(ancho) => {
        const w = Math.max(1, ancho - izquierda - DERECHA);
        const x = (v: number) => izquierda + (Math.max(0, v) / max) * w;
        return (
          <>
            <Rejilla marcas={tope} posicion={x} desde={ARRIBA} hasta={ARRIBA + h} formato={eje.formato} vertical />
            {categorias.map((cat, i) => {
              const v = serie.valores[i] ?? 0;
              const y0 = ARRIBA + i * banda;
              return (
                <g key={i}>
                  <rect x={izquierda} y={y0 + (banda - grosor) / 2} width={x(v) - izquierda} height={grosor} fill={c.series[0]}>
                    <title>{`${cat} · ${serie.etiqueta}: ${serie.formato(v)}`}</title>
                  </rect>
                  <text x={izquierda - 6} y={y0 + banda / 2} textAnchor="end" dominantBaseline="middle" fill={c.texto}>
                    {cat}
                  </text>
                </g>
              );
            })}
            <line x1={izquierda} x2={izquierda} y1={ARRIBA} y2={ARRIBA + h} stroke={c.eje} />
          </>
        );
      }}
    </Lienzo>
  );
}
