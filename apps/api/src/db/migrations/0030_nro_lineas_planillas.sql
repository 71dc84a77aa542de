ALTER TABLE "planillas" ADD COLUMN "nro_lineas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A payroll's lines counted once (issue 33): the lines list read 5,000 index entries on every page.
-- Kept by the same statement triggers as beneficiarias.ultimo_periodo (migration 0013), for every writer.
UPDATE planillas p SET nro_lineas = c.n
  FROM (SELECT id_planilla, count(*) AS n FROM planilla_detalle GROUP BY id_planilla) c
  WHERE p.id = c.id_planilla;
--> statement-breakpoint
-- Lines that came into (entran) and left (salen) payrolls, by payroll id: each payroll's count moves
-- by the difference; an update that keeps its lines where they were moves nothing.
CREATE FUNCTION planillas_mover_lineas(entran integer[], salen integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE planillas p SET nro_lineas = p.nro_lineas + c.n
    FROM (SELECT id, sum(d)::int AS n
          FROM (SELECT unnest(entran) AS id, 1 AS d UNION ALL SELECT unnest(salen), -1) x
          GROUP BY id HAVING sum(d) <> 0) c
    WHERE p.id = c.id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION planilla_detalle_insertadas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM beneficiarias_ultimo_periodo(ARRAY(SELECT DISTINCT id_beneficiaria FROM nuevas WHERE vigente));
  PERFORM planillas_mover_lineas(ARRAY(SELECT id_planilla FROM nuevas), '{}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION planilla_detalle_cambiadas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only a line vigente before or after the change can move a beneficiary's latest vigente period.
  PERFORM beneficiarias_ultimo_periodo(ARRAY(SELECT id_beneficiaria FROM viejas WHERE vigente UNION SELECT id_beneficiaria FROM nuevas WHERE vigente));
  -- A line moved to another payroll (no writer does it today) moves its count.
  PERFORM planillas_mover_lineas(ARRAY(SELECT id_planilla FROM nuevas), ARRAY(SELECT id_planilla FROM viejas));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION planilla_detalle_borradas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM beneficiarias_ultimo_periodo(ARRAY(SELECT DISTINCT id_beneficiaria FROM viejas WHERE vigente));
  PERFORM planillas_mover_lineas('{}', ARRAY(SELECT id_planilla FROM viejas));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION planilla_detalle_vaciada() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE beneficiarias SET ultimo_periodo = NULL WHERE ultimo_periodo IS NOT NULL;
  UPDATE planillas SET nro_lineas = 0 WHERE nro_lineas <> 0;
  RETURN NULL;
END $$;
