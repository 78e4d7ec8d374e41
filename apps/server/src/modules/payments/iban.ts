/** IBANs as a player types them: spaces and lower case allowed; checked by the ISO 13616 mod-97 rule. */
export const normalizeIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export function ibanProblem(iban: string): 'format' | 'checksum' | undefined {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return 'format';
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1 ? undefined : 'checksum';
}
