-- Issue 32: the provider's role (4) had read on the cashier's sales screen, whose calls need ventas:create;
-- its menu showed an entry that opened a refusal. The catalogue no longer grants it; existing databases follow.
UPDATE "permisos" SET "read" = false WHERE "id_rol" = 4 AND "id_modulo" IN (SELECT "id" FROM "modulos" WHERE "ruta" = 'ventas');
