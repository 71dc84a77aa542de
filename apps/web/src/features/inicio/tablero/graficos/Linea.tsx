import { cadaCuantas, marcas } from './escala';
import { FUENTE, Lienzo, Rejilla, useColores, type Serie } from './Lienzo';

const ARRIBA = 10;
const DERECHA = 40;
const ABAJO = FUENTE + 14;

/** One series as a line through a mark per category (weeks), its value axis on the left. */
export function Linea({ titulo, alto, categorias, serie, eje }: { titulo: string; alto: number; categorias: string[]; serie: Serie; eje: { formato: (v: number) => string; ancho?: number } }) {
  const c = useColores();
  const izquierda = eje.ancho ?? 70;
  const tope = marcas(Math.max(0, ...serie.valores));
  const max = tope.at(-1)!;
  const h = alto - ARRIBA - ABAJO;
  const y = (v: number) => ARRIBA + h - (Math.max(0, v) / max) * h;
  return (
    <Lienzo titulo={titulo} alto={alto}>
      {(ancho) => {
        const w = Math.max(1, ancho - izquierda - DERECHA);
        const paso = categorias.length > 1 ? w / (categorias.length - 1) : 0;
        const x = (i: number) => (categorias.length > 1 ? izquierda + i * paso : izquierda + w / 2);
        const cada = cadaCuantas(categorias, paso || w);
        const puntos = categorias.map((_, i) => `${x(i).toFixed(1)},${y(serie.valores[i] ?? 0).toFixed(1)}`);
        return (
          <>
            <Rejilla marcas={tope} posicion={y} desde={izquierda} hasta={izquierda + w} formato={eje.formato} />
            <line x1={izquierda} x2={izquierda + w} y1={ARRIBA + h} y2={ARRIBA + h} stroke={c.eje} />
            <polyline points={puntos.join(' ')} fill="none" stroke={c.series[0]} strokeWidth={2} strokeLinejoin="round" />
            {categorias.map((cat, i) => {
              const v = serie.valores[i] ?? 0;
              return (
                <g key={i}>
                  <circle cx={x(i)} cy={y(v)} r={4} fill="#fff" stroke={c.series[0]} strokeWidth={2}>
                    <title>{`${cat} · ${serie.etiqueta}: ${serie.formato(v)}`}</title>
                  </circle>
                  {i % cada === 0 && (
                    <text x={x(i)} y={ARRIBA + h + FUENTE + 4} textAnchor="middle" fill={c.texto}>
                      {cat}
                    </text>
                  )}
                </g>
              );
            })}
          </>
        );
      }}
    </Lienzo>
  );
}
