CREATE TABLE "beneficiarias_conteo" (
	"id_entidad" integer NOT NULL,
	"id_subsidio" integer NOT NULL,
	"estado" varchar(30) NOT NULL,
	"ultimo_periodo" date NOT NULL,
	"n" bigint NOT NULL,
	"monto_bono" numeric NOT NULL,
	"pagables" bigint NOT NULL,
	CONSTRAINT "beneficiarias_conteo_id_entidad_id_subsidio_estado_ultimo_periodo_pk" PRIMARY KEY("id_entidad","id_subsidio","estado","ultimo_periodo")
);
--> statement-breakpoint
ALTER TABLE "beneficiarias" ADD COLUMN "ultimo_periodo" date;--> statement-breakpoint
-- Issue 14: "not in a payroll of the month" and an employer's counts, exact without reading every
-- worker. beneficiarias.ultimo_periodo is the latest periodo of the beneficiary's vigente lines, kept
-- by statement triggers on planilla_detalle whoever writes the lines; beneficiarias_conteo counts and
-- sums the beneficiaries per (entity, subsidy, state, ultimo_periodo), kept by statement triggers on
-- beneficiarias (which the first triggers' updates fire too).
--
-- The beneficiaries whose lines changed are locked in id order first (two payrolls over the same
-- workers wait for each other instead of deadlocking), and only then is their latest period read:
-- in READ COMMITTED each statement of the function takes a new snapshot, so the one that waited sees
-- the other's committed lines and the last writer always recomputes from every line.
CREATE FUNCTION beneficiarias_ultimo_periodo(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM beneficiarias WHERE id = ANY (ids) ORDER BY id FOR UPDATE;
  UPDATE beneficiarias b SET ultimo_periodo = u.periodo
    FROM (SELECT a.id, (SELECT max(pd.periodo) FROM planilla_detalle pd WHERE pd.id_beneficiaria = a.id AND pd.vigente) AS periodo
          FROM beneficiarias a WHERE a.id = ANY (ids)) u
    WHERE b.id = u.id AND b.ultimo_periodo IS DISTINCT FROM u.periodo;
END $$;
--> statement-breakpoint
CREATE FUNCTION planilla_detalle_insertadas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM beneficiarias_ultimo_periodo(ARRAY(SELECT DISTINCT id_beneficiaria FROM nuevas WHERE vigente));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION planilla_detalle_cambiadas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only a line vigente before or after the change can move a beneficiary's latest vigente period.
  PERFORM beneficiarias_ultimo_periodo(ARRAY(SELECT id_beneficiaria FROM viejas WHERE vigente UNION SELECT id_beneficiaria FROM nuevas WHERE vigente));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION planilla_detalle_borradas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM beneficiarias_ultimo_periodo(ARRAY(SELECT DISTINCT id_beneficiaria FROM viejas WHERE vigente));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION planilla_detalle_vaciada() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE beneficiarias SET ultimo_periodo = NULL WHERE ultimo_periodo IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER planilla_detalle_ultimo_insert AFTER INSERT ON planilla_detalle REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION planilla_detalle_insertadas();
--> statement-breakpoint
CREATE TRIGGER planilla_detalle_ultimo_update AFTER UPDATE ON planilla_detalle REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION planilla_detalle_cambiadas();
--> statement-breakpoint
CREATE TRIGGER planilla_detalle_ultimo_delete AFTER DELETE ON planilla_detalle REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION planilla_detalle_borradas();
--> statement-breakpoint
CREATE TRIGGER planilla_detalle_ultimo_truncate AFTER TRUNCATE ON planilla_detalle FOR EACH STATEMENT EXECUTE FUNCTION planilla_detalle_vaciada();
--> statement-breakpoint
UPDATE beneficiarias b SET ultimo_periodo = u.periodo
  FROM (SELECT id_beneficiaria, max(periodo) AS periodo FROM planilla_detalle WHERE vigente GROUP BY id_beneficiaria) u
  WHERE b.id = u.id_beneficiaria;
--> statement-breakpoint
-- The counters: each statement's rows grouped by key, added (or taken away), in key order so that two
-- writers of the same entity take the counter rows in the same order.
CREATE FUNCTION beneficiarias_conteo_insertadas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO beneficiarias_conteo AS c (id_entidad, id_subsidio, estado, ultimo_periodo, n, monto_bono, pagables)
    SELECT id_entidad, id_subsidio, estado, coalesce(ultimo_periodo, '-infinity'::date), count(*), coalesce(sum(monto_bono), 0), count(*) FILTER (WHERE monto_bono > 0)
    FROM nuevas GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (id_entidad, id_subsidio, estado, ultimo_periodo) DO UPDATE
    SET n = c.n + excluded.n, monto_bono = c.monto_bono + excluded.monto_bono, pagables = c.pagables + excluded.pagables;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION beneficiarias_conteo_cambiadas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO beneficiarias_conteo AS c (id_entidad, id_subsidio, estado, ultimo_periodo, n, monto_bono, pagables)
    SELECT id_entidad, id_subsidio, estado, ultimo_periodo, sum(n), sum(monto_bono), sum(pagables)
    FROM (
      SELECT id_entidad, id_subsidio, estado, coalesce(ultimo_periodo, '-infinity'::date) AS ultimo_periodo, 1 AS n, coalesce(monto_bono, 0) AS monto_bono, coalesce((monto_bono > 0)::int, 0) AS pagables FROM nuevas
      UNION ALL
      SELECT id_entidad, id_subsidio, estado, coalesce(ultimo_periodo, '-infinity'::date), -1, -coalesce(monto_bono, 0), -coalesce((monto_bono > 0)::int, 0) FROM viejas
    ) d
    GROUP BY 1, 2, 3, 4
    -- An update of other columns (a mobile, the SMS flag) changes no counter: nothing is written.
    HAVING sum(n) <> 0 OR sum(monto_bono) <> 0 OR sum(pagables) <> 0
    ORDER BY 1, 2, 3, 4
  ON CONFLICT (id_entidad, id_subsidio, estado, ultimo_periodo) DO UPDATE
    SET n = c.n + excluded.n, monto_bono = c.monto_bono + excluded.monto_bono, pagables = c.pagables + excluded.pagables;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION beneficiarias_conteo_borradas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE beneficiarias_conteo c SET n = c.n - v.n, monto_bono = c.monto_bono - v.monto_bono, pagables = c.pagables - v.pagables
    FROM (SELECT id_entidad, id_subsidio, estado, coalesce(ultimo_periodo, '-infinity'::date) AS ultimo_periodo, count(*) AS n, coalesce(sum(monto_bono), 0) AS monto_bono, count(*) FILTER (WHERE monto_bono > 0) AS pagables
          FROM viejas GROUP BY 1, 2, 3, 4) v
    WHERE c.id_entidad = v.id_entidad AND c.id_subsidio = v.id_subsidio AND c.estado = v.estado AND c.ultimo_periodo = v.ultimo_periodo;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION beneficiarias_conteo_vaciada() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM beneficiarias_conteo;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER beneficiarias_conteo_insert AFTER INSERT ON beneficiarias REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION beneficiarias_conteo_insertadas();
--> statement-breakpoint
CREATE TRIGGER beneficiarias_conteo_update AFTER UPDATE ON beneficiarias REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION beneficiarias_conteo_cambiadas();
--> statement-breakpoint
CREATE TRIGGER beneficiarias_conteo_delete AFTER DELETE ON beneficiarias REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION beneficiarias_conteo_borradas();
--> statement-breakpoint
CREATE TRIGGER beneficiarias_conteo_truncate AFTER TRUNCATE ON beneficiarias FOR EACH STATEMENT EXECUTE FUNCTION beneficiarias_conteo_vaciada();
--> statement-breakpoint
INSERT INTO beneficiarias_conteo (id_entidad, id_subsidio, estado, ultimo_periodo, n, monto_bono, pagables)
  SELECT id_entidad, id_subsidio, estado, coalesce(ultimo_periodo, '-infinity'::date), count(*), coalesce(sum(monto_bono), 0), count(*) FILTER (WHERE monto_bono > 0)
  FROM beneficiarias GROUP BY 1, 2, 3, 4;
