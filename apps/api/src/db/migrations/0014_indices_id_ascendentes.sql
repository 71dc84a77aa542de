DROP INDEX "cpts_entidad_estado_idx";--> statement-breakpoint
DROP INDEX "formularios_c31_estado_idx";--> statement-breakpoint
DROP INDEX "planillas_entidad_estado_idx";--> statement-breakpoint
DROP INDEX "planillas_estado_idx";--> statement-breakpoint
CREATE INDEX "cpts_entidad_estado_idx" ON "cpts" USING btree ("id_entidad","estado","id");--> statement-breakpoint
CREATE INDEX "formularios_c31_estado_idx" ON "formularios_c31" USING btree ("estado","id");--> statement-breakpoint
CREATE INDEX "planillas_entidad_estado_idx" ON "planillas" USING btree ("id_entidad","estado","id");--> statement-breakpoint
CREATE INDEX "planillas_estado_idx" ON "planillas" USING btree ("estado","id");