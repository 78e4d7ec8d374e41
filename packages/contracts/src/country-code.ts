const COUNTRY_CODE = /^[A-Z]{2}$/;

/** ISO 3166-1 alpha-2 in upper case: the only shape of country code the platform stores, trusts or configures. */
export function isCountryCode(value: string): boolean {
  return COUNTRY_CODE.test(value);
}
