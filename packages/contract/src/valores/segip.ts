/** `123456-1X`: the document number and its complement, upper-cased (spec part 2 §5). */
export function separarComplemento(documento: string): { numero: string; complemento: string | null } {
  const [numero = '', complemento] = documento.trim().split('-');
  return { numero: numero.trim(), complemento: complemento?.trim().toUpperCase() || null };
}
