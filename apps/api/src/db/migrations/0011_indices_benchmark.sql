CREATE TABLE "logs_conteo" (
	"dia" date NOT NULL,
	"nivel" varchar(20) NOT NULL,
	"tipo" varchar(50) NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "logs_conteo_dia_nivel_tipo_pk" PRIMARY KEY("dia","nivel","tipo")
);
--> statement-breakpoint
DROP INDEX "logs_fecha_idx";--> statement-breakpoint
DROP INDEX "logs_nivel_fecha_idx";--> statement-breakpoint
DROP INDEX "logs_tipo_fecha_idx";--> statement-breakpoint
CREATE INDEX "personas_documento_busqueda_idx" ON "personas" USING gin (sin_acentos("nro_documento") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "beneficiarias_entidad_subsidio_idx" ON "beneficiarias" USING btree ("id_entidad","id_subsidio","id");--> statement-breakpoint
CREATE INDEX "planilla_detalle_pendiente_idx" ON "planilla_detalle" USING btree ("id_beneficiaria","periodo") WHERE "planilla_detalle"."vigente";--> statement-breakpoint
CREATE INDEX "logs_fecha_idx" ON "logs" USING btree ("fecha","id");--> statement-breakpoint
CREATE INDEX "logs_nivel_fecha_idx" ON "logs" USING btree ("nivel","fecha","id");--> statement-breakpoint
CREATE INDEX "logs_tipo_fecha_idx" ON "logs" USING btree ("tipo","fecha","id");--> statement-breakpoint
-- The logs list's count, exact and cheap (issue 14): rows per Bolivian day (UTC−4), nivel and tipo, kept
-- by statement triggers on logs. The audit log is append-only; a DELETE or TRUNCATE (tests, a purge)
-- keeps the counts true as well.
CREATE FUNCTION logs_conteo_sumar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO logs_conteo (dia, nivel, tipo, n)
    SELECT ((fecha AT TIME ZONE 'UTC') - interval '4 hours')::date, nivel, tipo, count(*) FROM nuevas GROUP BY 1, 2, 3
  ON CONFLICT (dia, nivel, tipo) DO UPDATE SET n = logs_conteo.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION logs_conteo_restar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE logs_conteo c SET n = c.n - v.n
    FROM (SELECT ((fecha AT TIME ZONE 'UTC') - interval '4 hours')::date AS dia, nivel, tipo, count(*) AS n FROM viejas GROUP BY 1, 2, 3) v
    WHERE c.dia = v.dia AND c.nivel = v.nivel AND c.tipo = v.tipo;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION logs_conteo_vaciar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM logs_conteo;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER logs_conteo_insert AFTER INSERT ON logs REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION logs_conteo_sumar();
--> statement-breakpoint
CREATE TRIGGER logs_conteo_delete AFTER DELETE ON logs REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION logs_conteo_restar();
--> statement-breakpoint
CREATE TRIGGER logs_conteo_truncate AFTER TRUNCATE ON logs FOR EACH STATEMENT EXECUTE FUNCTION logs_conteo_vaciar();
--> statement-breakpoint
INSERT INTO logs_conteo (dia, nivel, tipo, n)
  SELECT ((fecha AT TIME ZONE 'UTC') - interval '4 hours')::date, nivel, tipo, count(*) FROM logs GROUP BY 1, 2, 3;
