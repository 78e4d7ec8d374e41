import { describe, expect, it } from 'vitest';
import { missingPersonalFields } from '../../../lib/session/personal-info';
import { fieldsToAskFor, requestedFields } from './personal-fields';

const complete = {
  mobile_phone: '+35679000000',
  first_name: 'Mia',
  last_name: 'Hart',
  date_of_birth: '1990-04-12',
  country: 'MT',
  city: 'Valletta',
  address: '1 Republic Street',
  postal_code: 'VLT 1111',
};

describe('personal fields', () => {
  it('finds nothing missing on a complete profile', () => {
    expect(missingPersonalFields(complete)).toEqual([]);
  });

  it('counts empty and blank values as missing', () => {
    expect(missingPersonalFields({ ...complete, mobile_phone: null, city: '  ', postal_code: '' })).toEqual([
      'mobile_phone',
      'city',
      'postal_code',
    ]);
  });

  it('asks for the missing fields in the order the form shows them', () => {
    expect(fieldsToAskFor({ ...complete, mobile_phone: null, first_name: null, country: null })).toEqual([
      'first_name',
      'mobile_phone',
      'country',
    ]);
  });
});

describe('requestedFields', () => {
  it('asks for exactly the fields a game launch names, in the form order', () => {
    expect(requestedFields('city,date_of_birth')).toEqual(['date_of_birth', 'city']);
  });

  it('drops names the form does not know', () => {
    expect(requestedFields('city,favourite_colour')).toEqual(['city']);
  });

  it('falls back to the missing fields when nothing known is named', () => {
    expect(requestedFields(undefined)).toBeNull();
    expect(requestedFields('')).toBeNull();
    expect(requestedFields('favourite_colour')).toBeNull();
  });
});
