import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGE_KEY_LIST, VALIDATION_MESSAGE_KEYS, validationMessage, withFieldName } from './messages';

describe('validation message keys', () => {
  it('are exactly the §5 catalogue, each prefixed with validation.', () => {
    expect([...VALIDATION_MESSAGE_KEY_LIST].sort()).toEqual(
      [
        'required',
        'min_length',
        'max_length',
        'min_value',
        'max_value',
        'email_invalid',
        'password_wrong_characters',
        'password_not_match',
        'birthday_invalid',
        'birthday_min_age',
        'card_expired',
        'card_invalid',
        'not_enough_money',
        'only_english_letters',
        'postal_code_invalid',
        'iban_only_letters_numbers',
        'nickname_wrong_characters',
        'name_wrong_characters',
        'phone_invalid',
        'personal_id_invalid',
        'integer',
        'multiple_of',
        'must_be_checked',
      ]
        .map((name) => `validation.${name}`)
        .sort(),
    );
  });

  it('builds messages with and without params', () => {
    expect(validationMessage(VALIDATION_MESSAGE_KEYS.required)).toEqual({ key: 'validation.required' });
    expect(validationMessage(VALIDATION_MESSAGE_KEYS.minLength, { min: 3 })).toEqual({
      key: 'validation.min_length',
      params: { min: 3 },
    });
  });

  it('adds the field name without losing the bounds', () => {
    expect(withFieldName({ key: 'validation.min_length', params: { min: 3 } }, 'Nickname')).toEqual({
      key: 'validation.min_length',
      params: { min: 3, field: 'Nickname' },
    });
    expect(withFieldName({ key: 'validation.required' }, 'Email')).toEqual({
      key: 'validation.required',
      params: { field: 'Email' },
    });
  });
});
