-- Issue 33: planilla_detalle_beneficiaria_periodo_uq already holds (id_beneficiaria, periodo) of
-- every vigente line; this plain copy of it was one more index entry for each line written.
DROP INDEX "planilla_detalle_pendiente_idx";
--> statement-breakpoint
-- New vigente lines can only raise a beneficiary's latest period (migration 0013): the new value is
-- the greater of the kept one and the new lines' own, with no need to read the beneficiary's other
-- lines (the payroll CSV's three 33,000-line payrolls spent 2.7 s each here, reading every line's
-- beneficiary twice). The rows are still locked in id order first, so that two writers of the same
-- beneficiaries wait for each other instead of deadlocking; a cancellation that recomputes from all
-- lines either sees these committed ones (it waited for the lock) or is seen as the row this update
-- finds (the update waits for it and checks its condition on the row as that one left it).
CREATE OR REPLACE FUNCTION planilla_detalle_insertadas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM beneficiarias b WHERE b.id IN (SELECT id_beneficiaria FROM nuevas WHERE vigente) ORDER BY b.id FOR UPDATE;
  UPDATE beneficiarias b SET ultimo_periodo = n.periodo
    FROM (SELECT id_beneficiaria, max(periodo) AS periodo FROM nuevas WHERE vigente GROUP BY id_beneficiaria) n
    WHERE b.id = n.id_beneficiaria AND (b.ultimo_periodo IS NULL OR b.ultimo_periodo < n.periodo);
  PERFORM planillas_mover_lineas(ARRAY(SELECT id_planilla FROM nuevas), '{}');
  RETURN NULL;
END $$;
