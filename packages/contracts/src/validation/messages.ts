/**
 * Message keys of platform-core §5. Forms translate them; the server returns them in 422 bodies. Both sides show
 * the same words because both read this list, never free text.
 */
export const VALIDATION_MESSAGE_KEYS = {
  required: 'validation.required',
  minLength: 'validation.min_length',
  maxLength: 'validation.max_length',
  minValue: 'validation.min_value',
  maxValue: 'validation.max_value',
  emailInvalid: 'validation.email_invalid',
  passwordWrongCharacters: 'validation.password_wrong_characters',
  passwordNotMatch: 'validation.password_not_match',
  birthdayInvalid: 'validation.birthday_invalid',
  birthdayMinAge: 'validation.birthday_min_age',
  cardExpired: 'validation.card_expired',
  cardInvalid: 'validation.card_invalid',
  notEnoughMoney: 'validation.not_enough_money',
  onlyEnglishLetters: 'validation.only_english_letters',
  postalCodeInvalid: 'validation.postal_code_invalid',
  ibanOnlyLettersNumbers: 'validation.iban_only_letters_numbers',
  nicknameWrongCharacters: 'validation.nickname_wrong_characters',
  nameWrongCharacters: 'validation.name_wrong_characters',
  phoneInvalid: 'validation.phone_invalid',
  personalIdInvalid: 'validation.personal_id_invalid',
  integer: 'validation.integer',
  multipleOf: 'validation.multiple_of',
  mustBeChecked: 'validation.must_be_checked',
} as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[keyof typeof VALIDATION_MESSAGE_KEYS];

/** Every key once, for translation-completeness checks. */
export const VALIDATION_MESSAGE_KEY_LIST: readonly ValidationMessageKey[] = Object.values(VALIDATION_MESSAGE_KEYS);

/**
 * A translatable message: the key plus the values its text interpolates (bounds such as `min`, `max`, `age`,
 * `step`; the form adds `field`, the translated field name, because only it knows the label).
 */
export type ValidationMessage = { key: string; params?: Record<string, string | number> };

export function validationMessage(
  key: ValidationMessageKey,
  params?: Record<string, string | number>,
): ValidationMessage {
  return params ? { key, params } : { key };
}

/** Adds the translated field name, for texts like "{field} must be at least {min} characters". */
export function withFieldName(message: ValidationMessage, field: string): ValidationMessage {
  return { key: message.key, params: { ...message.params, field } };
}
