// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { aEntrada, nombreCompleto, valoresIniciales } from './formulario';
import type { ContextoFormulario, UsuarioFormulario } from './tipos';

const sesion = { id_rol: 1, id_entidad: 7, entidad: 'PROBOLIVIA' };
const staff = (modo: 'crear' | 'editar', propio = false): ContextoFormulario => ({ modo, propio, conAlcance: false, sesion });
const scoped = (modo: 'crear' | 'editar'): ContextoFormulario => ({ modo, propio: false, conAlcance: true, sesion: { id_rol: 4, id_entidad: 9, entidad: 'DASRL' } });

const valores = (extra: Partial<UsuarioFormulario> = {}): UsuarioFormulario => ({
  ...valoresIniciales(),
  nro_documento: ' 1234567 ',
  complemento: '1a',
  fecha_nacimiento: { dia: '5', mes: '3', anio: '1985' },
  nombres: ' ana lucía ',
  primer_apellido: 'quispe',
  genero: 'F',
  usuario: ' aquispe ',
  contrasena: 'Segura.2026',
  email: ' ana@example.bo ',
  entidad: { id: 3, nombre: 'X' },
  id_rol: '3',
  ...extra,
});

describe('user form → usuarioAdd / usuarioEdit input', () => {
  it('trims, upper-cases names and sends the birth date as YYYY-MM-DD', () => {
    const e = aEntrada(valores(), staff('crear'), false);
    expect(e).toMatchObject({ usuario: 'aquispe', email: 'ana@example.bo', cargo: null, contrasena: 'Segura.2026', id_rol: '3', id_entidad: 3, id_sucursal: null });
    expect(e.persona).toEqual({
      tipo_documento: 'CI',
      nro_documento: '1234567',
      complemento: '1A',
      fecha_nacimiento: '1985-03-05',
      nombres: 'ANA LUCÍA',
      primer_apellido: 'QUISPE',
      segundo_apellido: null,
      nacionalidad: 'BOLIVIA',
      genero: 'F',
      movil: null,
      telefono: null,
    });
  });

  it('sends the branch only when the entity has branches', () => {
    expect(aEntrada(valores({ id_sucursal: '4' }), staff('crear'), true).id_sucursal).toBe('4');
    expect(aEntrada(valores({ id_sucursal: '4' }), staff('crear'), false).id_sucursal).toBeNull();
  });

  it('never sends a password on edit, nor a role when editing oneself', () => {
    const otro = aEntrada(valores(), staff('editar'), false);
    expect(otro).not.toHaveProperty('contrasena');
    expect(otro.id_rol).toBe('3');
    expect(aEntrada(valores(), staff('editar', true), false)).not.toHaveProperty('id_rol');
  });

  it('a mobile the edit showed and the user erased is sent as cleared on purpose; an empty one never shown is not (issue 32)', () => {
    const abierto = valores({ movil: '62718281', telefono: '2441122' });
    const borrado = aEntrada({ ...abierto, movil: ' ' }, staff('editar'), false, abierto).persona as Record<string, unknown>;
    expect(borrado).toMatchObject({ movil: null, telefono: '2441122', vaciar: ['movil'] });
    expect(aEntrada(abierto, staff('editar'), false, abierto).persona).not.toHaveProperty('vaciar');
    // A new user (Agregar, SEGIP's data) sends an empty mobile as empty: the server keeps the person's.
    expect(aEntrada(valores(), staff('crear'), false, abierto).persona).not.toHaveProperty('vaciar');
    // Another document typed in the edit: the emptied fields were not that person's.
    expect(aEntrada({ ...abierto, nro_documento: '999', movil: '' }, staff('editar'), false, abierto).persona).not.toHaveProperty('vaciar');
  });

  it('a scoped role sends its own entity and role on create, and neither on edit', () => {
    expect(aEntrada(valores(), scoped('crear'), false)).toMatchObject({ id_entidad: 9, id_rol: 4 });
    const edit = aEntrada(valores(), scoped('editar'), false);
    expect(edit).not.toHaveProperty('id_entidad');
    expect(edit).not.toHaveProperty('id_rol');
  });

  it('starts an edit from the record and joins the full name', () => {
    const u = {
      id: 1, usuario: 'x', email: 'x@x.bo', cargo: null, estado: 'ACTIVO', id_rol: 2, id_entidad: 5, id_sucursal: null, entidad_nombre: 'ENT', rol_nombre: 'R',
      persona_nombres: 'ANA', persona_primer_apellido: 'QUISPE', persona_segundo_apellido: null, persona_tipo_documento: 'CI', persona_nro_documento: '1',
      persona_complemento: null, persona_fecha_nacimiento: '1991-05-17', persona_movil: null, persona_telefono: null, persona_nacionalidad: 'BOLIVIA', persona_genero: 'F',
    };
    expect(valoresIniciales(u)).toMatchObject({ fecha_nacimiento: { dia: '17', mes: '05', anio: '1991' }, entidad: { id: 5, nombre: 'ENT' }, id_rol: '2', contrasena: '' });
    expect(nombreCompleto(u)).toBe('ANA QUISPE');
  });

  it('a new person starts as a national; a stored person without a nationality is asked for one, not given a default', () => {
    expect(valoresIniciales().nacionalidad).toBe('BOLIVIA');
    const u = {
      id: 1, usuario: 'x', email: 'x@x.bo', cargo: null, estado: 'ACTIVO', id_rol: 2, id_entidad: 5, id_sucursal: null, entidad_nombre: 'ENT', rol_nombre: 'R',
      persona_nombres: 'ANA', persona_primer_apellido: null, persona_segundo_apellido: null, persona_tipo_documento: 'CI', persona_nro_documento: '1',
      persona_complemento: null, persona_fecha_nacimiento: '1991-05-17', persona_movil: null, persona_telefono: null, persona_nacionalidad: null, persona_genero: null,
    };
    expect(valoresIniciales(u).nacionalidad).toBe('');
    expect(valoresIniciales({ ...u, persona_nacionalidad: 'OTRO' }).nacionalidad).toBe('OTRO');
  });
});
