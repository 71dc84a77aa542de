import { i18nReady } from '../../i18n';
import MiSaldoPage from './MiSaldoPage';

/** The route of `/mi-saldo` (decision 063), downloaded when visited: i18next comes with it, the landing and login pages never carry it. */
export async function ruta() {
  await i18nReady;
  return { Component: MiSaldoPage };
}
