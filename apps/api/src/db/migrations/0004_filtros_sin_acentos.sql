-- Text filters compare accent- and case-folded text on both sides (contiene() in core/sql.ts), the
-- same on PGlite and PostgreSQL: neither the unaccent extension (not loaded in PGlite, and only
-- STABLE, so no index could hold it) nor the collation (PGlite's is C) is relied on.
--
-- sin_acentos folds the Spanish and Aymara letters to their bare lower-case vowel (á à â ä -> a,
-- ü -> u, ç -> c), deletes the combining accents of decomposed text (U+0300-0303, U+0308), then
-- lower-cases. Ñ folds to n, as unaccent does: a person on a keyboard without ñ (a phone or a
-- foreign layout) types 'Pena' or 'Nunez' and must find 'Peña' and 'Núñez'; someone who types 'Peña'
-- still finds 'Peña' and 'PEÑA', and also 'Pena': a list showing one more row costs less than one
-- hiding the row sought. Only immutable, inlinable SQL inside, so an index on sin_acentos(column)
-- is matched by the same expression in a query.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sin_acentos(texto text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT pg_catalog.lower(pg_catalog.translate(
    texto,
    'áéíóúüñàèìòùâêîôûäëïöçÁÉÍÓÚÜÑÀÈÌÒÙÂÊÎÔÛÄËÏÖÇ' || U&'\0300\0301\0302\0303\0308',
    'aeiouunaeiouaeiouaeiocaeiouunaeiouaeiouaeioc'
  ))
$$;--> statement-breakpoint
-- Trigram indexes for the text filters of the large lists ('%…%' cannot use a btree).
CREATE INDEX "entidades_nombre_busqueda_idx" ON "entidades" USING gin (sin_acentos("nombre") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entidades_sigla_busqueda_idx" ON "entidades" USING gin (sin_acentos("sigla") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entidades_nit_busqueda_idx" ON "entidades" USING gin (sin_acentos("nit") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sucursales_nombre_busqueda_idx" ON "sucursales" USING gin (sin_acentos("nombre") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "personas_nombre_completo_busqueda_idx" ON "personas" USING gin (sin_acentos(("nombres" || coalesce(' ' || "primer_apellido", '') || coalesce(' ' || "segundo_apellido", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "usuarios_usuario_busqueda_idx" ON "usuarios" USING gin (sin_acentos("usuario") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "usuarios_email_busqueda_idx" ON "usuarios" USING gin (sin_acentos("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "logs_usuario_busqueda_idx" ON "logs" USING gin (sin_acentos("usuario") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "logs_mensaje_busqueda_idx" ON "logs" USING gin (sin_acentos("mensaje") gin_trgm_ops);
