import { currentLanguage, DEFAULT_LANGUAGE, servidorEspanol, translate } from '../i18n/core';

/**
 * Errors come with their key and are said by it (mensajes.ts, decision 074). What the server still
 * sends as Spanish text alone — a success reply's message, a warning, a CSV row's refusal, an audit
 * line — is recognised here by its words in the catalogues' `servidor.*` (the contract's texts) and
 * shown in the user's language; `{{name}}` parts match any words and are carried over. A text nobody
 * knows is shown as it came, and so is every text while the language is Spanish.
 */

type Catalogue = { [key: string]: string | Catalogue };

interface Pattern {
  key: string;
  regex: RegExp;
}

const EN_CAMPO = 'servidor.mensajes.enCampo';

/** Sections whose Spanish texts are exactly what the server writes. */
const SECTIONS = ['servidor.mensajes', 'servidor.registro'] as const;

function texts(node: Catalogue, prefix: string): Array<[string, string]> {
  return Object.entries(node).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}.${key}`, value] as [string, string]] : texts(value, `${prefix}.${key}`)));
}

function section(servidor: Catalogue, path: string): Catalogue {
  return path.split('.').reduce<Catalogue>((node, part) => node[part] as Catalogue, { servidor } as Catalogue);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `Debe tener como máximo {{max}} caracteres.` → /^Debe tener como máximo (?<max>.+?) caracteres\.$/ */
function pattern(key: string, spanish: string): Pattern {
  const source = spanish
    .split(/({{\s*\w+\s*}})/)
    .map((part) => {
      const name = /^{{\s*(\w+)\s*}}$/.exec(part)?.[1];
      return name ? `(?<${name}>.+?)` : escape(part);
    })
    .join('');
  return { key, regex: new RegExp(`^${source}$`, 's') };
}

interface Indice {
  exact: Map<string, string>;
  patterns: Pattern[];
  /** The server's names of input fields (`Tipo de documento: El campo es obligatorio.`), by their Spanish text. */
  fields: Map<string, string>;
}

/** The server's Spanish texts by their words, made once from the catalogue core.ts loads with another language. */
let indice: { de: Catalogue; indice: Indice } | undefined;
function indiceDe(servidor: Catalogue): Indice {
  if (indice?.de === servidor) return indice.indice;
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [key, spanish] of SECTIONS.flatMap((path) => texts(section(servidor, path), path))) {
    if (key === EN_CAMPO) continue; // said by line() below, only when the field is a known one
    if (/{{\s*\w+\s*}}/.test(spanish)) patterns.push(pattern(key, spanish));
    else if (!exact.has(spanish)) exact.set(spanish, key);
  }
  const fields = new Map(texts(section(servidor, 'servidor.campos'), 'servidor.campos').map(([key, spanish]) => [spanish, key]));
  indice = { de: servidor, indice: { exact, patterns, fields } };
  return indice.indice;
}

function known(text: string, i: Indice): string | null {
  const { exact, patterns } = i;
  const key = exact.get(text);
  if (key) return translate(key);
  for (const p of patterns) {
    const groups = p.regex.exec(text)?.groups;
    // A part that is itself a known text (the reason inside a log line) is translated too.
    if (groups) return translate(p.key, Object.fromEntries(Object.entries(groups).map(([name, value]) => [name, known(value, i) ?? value])));
  }
  return null;
}

function line(text: string, i: Indice): string {
  const whole = known(text, i);
  if (whole !== null) return whole;
  const [, field, rest] = /^([^:\n]{1,60}): (.+)$/s.exec(text) ?? [];
  const fieldKey = field ? i.fields.get(field) : undefined;
  const message = rest ? known(rest, i) : null;
  if (fieldKey && message !== null) return translate(EN_CAMPO, { campo: translate(fieldKey), mensaje: message });
  return text;
}

/** A message of the server, in the user's language when it is a known one; one per line. */
export function serverText(text: string): string {
  const servidor = servidorEspanol();
  if (currentLanguage() === DEFAULT_LANGUAGE || !servidor) return text;
  const i = indiceDe(servidor);
  return text.split('\n').map((l) => line(l, i)).join('\n');
}
