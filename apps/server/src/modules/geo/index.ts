/** Where a visitor is: the one place every module reads the visitor's country from. */
export type { GeoOptions } from './visitor-country';
export { visitorCountry, visitorCountryKnown } from './visitor-country';
export type { CountryLookup, GeoIpDatabase } from './geoip';
export { openGeoIpDatabase } from './geoip';
