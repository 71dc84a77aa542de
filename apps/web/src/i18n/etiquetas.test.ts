// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { type MenuItem } from '@pb/contract';
import { ESTADOS, GENEROS, LOG_NIVELES, NACIONALIDADES, ROLE_DEFINITIONS, TIPOS_DOCUMENTO } from '@pb/contract/valores';
// The seed is the only list of the modules every database starts with; the catalogue must know them all.
import { MODULOS } from '../../../api/src/modules/modulos/catalogo';
import { catalogoCompleto } from './completo';
import i18n from './index';
import { etiquetaEstado, etiquetaModulo, etiquetaNacionalidad, etiquetaNivel, etiquetaRol, etiquetaTipoDocumento, etiquetarMenu, textoEspanol } from './etiquetas';

describe('database labels in the catalogues', () => {
  it('has every seeded module under its route, with the seed label as the Spanish text', () => {
    for (const m of MODULOS) expect(textoEspanol(`menu.${m.ruta}`), m.ruta).toBe(m.label);
  });

  it('has every role of the contract under its id, with the seeded name as the Spanish text', () => {
    for (const r of ROLE_DEFINITIONS) expect(textoEspanol(`roles.${r.id}`), r.codigo).toBe(r.nombre);
  });

  it("has every value of the contract's enums", () => {
    for (const e of [...ESTADOS, 'TODOS']) expect(textoEspanol(`estados.${e}`), e).toBeDefined();
    for (const n of LOG_NIVELES) expect(textoEspanol(`niveles.${n}`), n).toBeDefined();
    for (const d of TIPOS_DOCUMENTO) expect(textoEspanol(`tiposDocumento.${d}`), d).toBeDefined();
    for (const n of NACIONALIDADES) expect(textoEspanol(`nacionalidades.${n}`), n).toBeDefined();
    // Genders are not a label the server sends: their texts are the form's own (usuarios.generos).
    for (const g of GENEROS) expect(catalogoCompleto.usuarios.generos[g], g).toBeDefined();
  });
});

describe('database labels in English', () => {
  // English is downloaded when chosen (i18n/index.ts).
  beforeAll(() => i18n.loadLanguages('en'));
  const t = i18n.getFixedT('en');

  it('translates the menu by route, sections and entries alike', () => {
    const menu: MenuItem[] = [{ url: '/config', label: 'Configuraciones', icon: null, submenu: [{ url: '/usuarios', label: 'Usuarios', icon: null }] }];
    expect(etiquetarMenu(t, menu)).toEqual([{ url: '/config', label: 'Settings', icon: null, submenu: [{ url: '/usuarios', label: 'Users', icon: null }] }]);
  });

  it("keeps a module an administrator added, or reworded, in the administrator's words", () => {
    expect(etiquetaModulo(t, { url: '/campanas', label: 'Campañas' })).toBe('Campañas');
    expect(etiquetaModulo(t, { url: '/pagosc31', label: 'Formularios C31' })).toBe('Formularios C31');
    expect(etiquetaModulo(t, { url: '/pagosc31', label: 'Pagos C31' })).toBe('C31 payments');
  });

  it('names a role by its id, and keeps a renamed or new role as stored', () => {
    expect(etiquetaRol(t, { id: 1, nombre: 'Superadministrador' })).toBe('Superadministrator');
    expect(etiquetaRol(t, { id: 5, nombre: 'Empleador privado' })).toBe('Empleador privado');
    expect(etiquetaRol(t, { id: 11, nombre: 'Supervisor' })).toBe('Supervisor');
    expect(etiquetaRol(t, { id: 11, nombre: null })).toBe('11');
  });

  it('names states, levels, document types and nationalities; an unknown value shows as it is', () => {
    expect([etiquetaEstado(t, 'ACTIVO'), etiquetaEstado(t, 'INACTIVO'), etiquetaEstado(t, 'TODOS')]).toEqual(['ACTIVE', 'INACTIVE', 'ALL']);
    expect(etiquetaEstado(t, 'PAGADO')).toBe('PAID');
    expect(etiquetaEstado(t, 'OBSERVADO')).toBe('OBSERVED');
    expect(etiquetaEstado(t, 'ESTADO_DESCONOCIDO')).toBe('ESTADO_DESCONOCIDO');
    expect(etiquetaNivel(t, 'ADVERTENCIA')).toBe('WARNING');
    expect(etiquetaTipoDocumento(t, 'PASAPORTE')).toBe('PASSPORT');
    expect(etiquetaNacionalidad(t, 'OTRO')).toBe('OTHER');
  });
});

describe('database labels in Spanish', () => {
  it('shows the stored words unchanged', () => {
    const t = i18n.getFixedT('es');
    expect(etiquetaModulo(t, { url: '/usuarios', label: 'Usuarios' })).toBe('Usuarios');
    expect(etiquetaRol(t, { id: 4, nombre: 'Proveedor / vendedor' })).toBe('Proveedor / vendedor');
    expect(etiquetaEstado(t, 'ACTIVO')).toBe('ACTIVO');
  });
});
