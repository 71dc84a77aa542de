import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { departamentos, municipios, provincias } from '../../db/schema/index.js';

export const listarDepartamentos = (db: Executor) =>
  db.select({ id: departamentos.id, codigo: departamentos.codigo, nombre: departamentos.nombre, latitud: departamentos.latitud, longitud: departamentos.longitud }).from(departamentos).orderBy(asc(departamentos.id));

export const listarProvincias = (db: Executor, idDepartamento: number) =>
  db.select({ id: provincias.id, codigo: provincias.codigo, nombre: provincias.nombre }).from(provincias).where(eq(provincias.id_departamento, idDepartamento)).orderBy(asc(provincias.codigo));

export const listarMunicipios = (db: Executor, idProvincia: number) =>
  db
    .select({ id: municipios.id, codigo_completo: municipios.codigo_completo, nombre: municipios.nombre, latitud: municipios.latitud, longitud: municipios.longitud })
    .from(municipios)
    .where(eq(municipios.id_provincia, idProvincia))
    .orderBy(asc(municipios.codigo_completo));
