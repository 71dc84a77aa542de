-- The logs' message filter (issue 33): "contains" over 5 million rows. A trigram index must intersect
-- the trigrams of every typed letter, and those of a common word ('registro') are in most rows.
-- The words of the message are indexed too, so a word the text must hold narrows the rows first;
-- the "contains" filter (core/sql.ts) still decides. Words are the runs of [a-z0-9] of the folded
-- text (sin_acentos, migration 0004), cut at 100 characters (a tsvector lexeme has a size limit,
-- and a long run stays findable by its first 100).
CREATE OR REPLACE FUNCTION palabras_mensaje(texto text) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT pg_catalog.array_to_tsvector(coalesce(
    (SELECT pg_catalog.array_agg(DISTINCT pg_catalog.left(w, 100))
       FROM pg_catalog.regexp_split_to_table(public.sin_acentos(texto), '[^a-z0-9]+') AS w
      WHERE w <> ''),
    '{}'::text[]))
$$;--> statement-breakpoint
-- The words a row must hold to contain `texto`, as a tsquery (null when none can be told). A run of
-- the typed text between two separators is a whole word of the row; the last run, after a
-- separator, begins one ('4242' → '4242':*); the first run may end a longer word, and a text of
-- one run may sit inside any word: neither says anything. So every row that contains the text
-- matches the tsquery: it only narrows the rows, never hides one.
CREATE OR REPLACE FUNCTION palabras_consulta(texto text) RETURNS tsquery
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  WITH partes AS (
    SELECT p.w, p.i, pg_catalog.count(*) OVER () AS n
      FROM pg_catalog.regexp_split_to_table(public.sin_acentos(texto), '[^a-z0-9]+') WITH ORDINALITY AS p(w, i)
  )
  SELECT pg_catalog.string_agg(
           pg_catalog.quote_literal(pg_catalog.left(w, 100)) || CASE WHEN i = n OR pg_catalog.length(w) > 100 THEN ':*' ELSE '' END,
           ' & ' ORDER BY i)::tsquery
    FROM partes
   WHERE w <> '' AND i > 1
$$;--> statement-breakpoint
CREATE INDEX "logs_mensaje_palabras_idx" ON "logs" USING gin (palabras_mensaje("mensaje"));
