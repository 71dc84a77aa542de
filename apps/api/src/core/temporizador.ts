/**
 * A server job: `ronda` every `segundos` (0: none), rounds never overlapping; a failed round is
 * reported and the next one runs as usual. `detener` stops it and waits for the round in course.
 */
export function repetirCada(segundos: number, ronda: () => Promise<unknown>, alFallar: (err: unknown) => void): { detener: () => Promise<void> } {
  if (segundos === 0) return { detener: async () => undefined };
  let detenido = false;
  let enCurso: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (enCurso || detenido) return;
    enCurso = ronda()
      .then(() => undefined)
      .catch(alFallar)
      .finally(() => {
        enCurso = null;
      });
  }, segundos * 1000);
  timer.unref();
  return {
    detener: async () => {
      detenido = true;
      clearInterval(timer);
      await enCurso;
    },
  };
}
