CREATE INDEX "pagos_solicitud_idx" ON "pagos" USING btree ("fecha_solicitud","id");--> statement-breakpoint
CREATE INDEX "ventas_entidad_dia_idx" ON "ventas" USING btree ("id_entidad","dia");