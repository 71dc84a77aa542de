CREATE TABLE "login_intentos" (
	"usuario" varchar(50) PRIMARY KEY NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"bloqueado_hasta" timestamp with time zone,
	"actualizado" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_intentos_actualizado_idx" ON "login_intentos" USING btree ("actualizado");--> statement-breakpoint
ALTER TABLE "usuarios" DROP COLUMN "intentos_fallidos";--> statement-breakpoint
ALTER TABLE "usuarios" DROP COLUMN "bloqueado_hasta";