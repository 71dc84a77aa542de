import { useState } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HttpError, errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { PARTES_VACIAS, partesDeIso } from '../../components/dateParts';
import { buscar, contrastar, noCoinciden, puedeBuscar, puedeVerificar, tieneApellido, type CampoContraste } from './segip';
import type { UsuarioFormulario } from './tipos';

/** Catalogue key of each '<Campo> no coincide!' warning (spec part 2 §8). */
const AVISO: Record<CampoContraste, `usuarios.segip.noCoincide.${CampoContraste}`> = {
  NumeroDocumento: 'usuarios.segip.noCoincide.NumeroDocumento',
  Complemento: 'usuarios.segip.noCoincide.Complemento',
  FechaNacimiento: 'usuarios.segip.noCoincide.FechaNacimiento',
  Nombres: 'usuarios.segip.noCoincide.Nombres',
  PrimerApellido: 'usuarios.segip.noCoincide.PrimerApellido',
  SegundoApellido: 'usuarios.segip.noCoincide.SegundoApellido',
};

const opciones = { shouldDirty: true, shouldValidate: false } as const;

/**
 * The SEGIP identity check of the person form (spec part 1 §4, §5, §7, §8): verify (contrast) and
 * look-up; a full match locks the person until "Nueva búsqueda".
 */
export function useSegip(control: Control<UsuarioFormulario>, setValue: UseFormSetValue<UsuarioFormulario>) {
  const { t } = useTranslation();
  const [bloqueado, setBloqueado] = useState(false);
  const [ocupado, setOcupado] = useState<'verificar' | 'buscar' | null>(null);
  const [tipo_documento, nro_documento, complemento, fecha_nacimiento, nombres, primer_apellido, segundo_apellido, nacionalidad, genero] = useWatch({
    control,
    name: ['tipo_documento', 'nro_documento', 'complemento', 'fecha_nacimiento', 'nombres', 'primer_apellido', 'segundo_apellido', 'nacionalidad', 'genero'],
  });
  const persona = { tipo_documento, nro_documento, complemento, fecha_nacimiento, nombres, primer_apellido, segundo_apellido, nacionalidad, genero };

  const fallo = (e: unknown) => {
    if (e instanceof HttpError && e.status === 404) notify('error', t('usuarios.segip.noEncontrada'));
    else notify('error', errorMessage(e, t('toast.error')));
  };

  const verificar = async () => {
    if (!tieneApellido(persona)) {
      notify('error', t('usuarios.segip.apellido'));
      return;
    }
    setOcupado('verificar');
    try {
      const difieren = noCoinciden(await contrastar(persona));
      if (difieren.length === 0) {
        setValue('nombres', persona.nombres.trim().toUpperCase(), opciones);
        setValue('primer_apellido', persona.primer_apellido.trim().toUpperCase(), opciones);
        setValue('segundo_apellido', persona.segundo_apellido.trim().toUpperCase(), opciones);
        setValue('complemento', persona.complemento.trim().toUpperCase(), opciones);
        setBloqueado(true);
        notify('success', t('usuarios.segip.correctos'));
      } else {
        for (const campo of difieren) notify('warning', t(AVISO[campo]));
      }
    } catch (e) {
      fallo(e);
    } finally {
      setOcupado(null);
    }
  };

  const buscarPersona = async () => {
    setOcupado('buscar');
    try {
      const encontrada = await buscar(persona);
      if (!encontrada) {
        notify('error', t('usuarios.segip.noEncontrada'));
        return;
      }
      setValue('nombres', encontrada.nombres ?? '', opciones);
      setValue('primer_apellido', encontrada.paterno ?? '', opciones);
      setValue('segundo_apellido', encontrada.materno ?? '', opciones);
      if (encontrada.complemento) setValue('complemento', encontrada.complemento, opciones);
      if (encontrada.fecha_nacimiento) setValue('fecha_nacimiento', partesDeIso(encontrada.fecha_nacimiento), opciones);
      if (encontrada.genero === 'F' || encontrada.genero === 'M') setValue('genero', encontrada.genero, { ...opciones, shouldValidate: true });
      if (encontrada.nacionalidad === 'BOLIVIA' || encontrada.nacionalidad === 'OTRO') setValue('nacionalidad', encontrada.nacionalidad, { ...opciones, shouldValidate: true });
      notify('success', t('usuarios.segip.encontrada'));
    } catch (e) {
      fallo(e);
    } finally {
      setOcupado(null);
    }
  };

  /** "Nueva búsqueda": unlocks and empties the person's identity fields. */
  const nuevaBusqueda = () => {
    setValue('tipo_documento', 'CI', opciones);
    setValue('nro_documento', '', opciones);
    setValue('complemento', '', opciones);
    setValue('fecha_nacimiento', { ...PARTES_VACIAS }, opciones);
    setValue('nombres', '', opciones);
    setValue('primer_apellido', '', opciones);
    setValue('segundo_apellido', '', opciones);
    setValue('nacionalidad', 'BOLIVIA', opciones);
    setValue('genero', '', opciones);
    setBloqueado(false);
  };

  return {
    bloqueado,
    ocupado,
    puedeVerificar: !bloqueado && ocupado === null && puedeVerificar(persona),
    puedeBuscar: !bloqueado && ocupado === null && puedeBuscar(persona),
    verificar,
    buscar: buscarPersona,
    nuevaBusqueda,
  };
}
