ALTER TABLE "planillas" ADD COLUMN "nro_lineas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A payroll's lines counted once (issue 33): the lines list read 5,000 index entries on every page.
-- Kept by the same statement triggers as beneficiarias.ultimo_periodo (migration 0013), for every writer.
UPDATE planillas p SET nro_lineas = c.n
  FROM (SELECT id_planilla, count(*) AS n FROM planilla_detalle GROUP BY id_planilla) c
  WHERE p.id = c.id_planilla;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION planilla_detalle_insertadas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM beneficiarias_ultimo_periodo(ARRAY(SELECT DISTINCT id_beneficiaria FROM nuevas WHERE vigente));
  UPDATE planillas p SET nro_lineas = p.nro_lineas + c.n
    FROM (SELECT id_planilla, count(*) AS n FROM nuevas GROUP BY id_planilla) c
    WHERE p.id = c.id_planilla;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION planilla_detalle_cambiadas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only a line vigente before or after the change can move a beneficiary's latest vigente period.
  PERFORM beneficiarias_ultimo_periodo(ARRAY(SELECT id_beneficiaria FROM viejas WHERE vigente UNION SELECT id_beneficiaria FROM nuevas WHERE vigente));
  -- A line moved to another payroll (no writer does it today) moves its count.
  UPDATE planillas p SET nro_lineas = p.nro_lineas + c.n
    FROM (SELECT id_planilla, sum(d) AS n FROM (SELECT id_planilla, -1 AS d FROM viejas UNION ALL SELECT id_planilla, 1 FROM nuevas) x GROUP BY id_planilla HAVING sum(d) <> 0) c
    WHERE p.id = c.id_planilla;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION planilla_detalle_borradas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM beneficiarias_ultimo_periodo(ARRAY(SELECT DISTINCT id_beneficiaria FROM viejas WHERE vigente));
  UPDATE planillas p SET nro_lineas = p.nro_lineas - c.n
    FROM (SELECT id_planilla, count(*) AS n FROM viejas GROUP BY id_planilla) c
    WHERE p.id = c.id_planilla;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION planilla_detalle_vaciada() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE beneficiarias SET ultimo_periodo = NULL WHERE ultimo_periodo IS NOT NULL;
  UPDATE planillas SET nro_lineas = 0 WHERE nro_lineas <> 0;
  RETURN NULL;
END $$;
