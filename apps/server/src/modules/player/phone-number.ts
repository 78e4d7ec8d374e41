/**
 * International calling codes of the countries the site is sold in and their neighbours. A number typed with
 * another country's code keeps its national part unknown (null) rather than being guessed at.
 */
const DIAL_CODES: Readonly<Record<string, string>> = {
  AT: '43',
  AU: '61',
  BE: '32',
  BG: '359',
  BR: '55',
  CA: '1',
  CH: '41',
  CY: '357',
  CZ: '420',
  DE: '49',
  DK: '45',
  EE: '372',
  ES: '34',
  FI: '358',
  FR: '33',
  GB: '44',
  GR: '30',
  HR: '385',
  HU: '36',
  IE: '353',
  IN: '91',
  IS: '354',
  IT: '39',
  JP: '81',
  KZ: '7',
  LT: '370',
  LU: '352',
  LV: '371',
  MT: '356',
  MX: '52',
  NL: '31',
  NO: '47',
  NZ: '64',
  PL: '48',
  PT: '351',
  RO: '40',
  SE: '46',
  SI: '386',
  SK: '421',
  US: '1',
  ZA: '27',
};

/** The number without its country calling code, as a national-format field shows it. */
export function withoutDialCode(phone: string | null, country: string | null): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  if (!trimmed.startsWith('+')) return trimmed;
  const digits = trimmed.replace(/\D/g, '');
  const code = country ? DIAL_CODES[country] : undefined;
  return code && digits.startsWith(code) ? digits.slice(code.length) : null;
}
