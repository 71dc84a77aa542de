ALTER TABLE "logs" ADD COLUMN "clave" varchar(64);--> statement-breakpoint
ALTER TABLE "logs" ADD COLUMN "parametros" jsonb;--> statement-breakpoint
ALTER TABLE "conciliacion_diferencias" ADD COLUMN "detalle_clave" varchar(64);--> statement-breakpoint
ALTER TABLE "conciliacion_diferencias" ADD COLUMN "detalle_parametros" jsonb;