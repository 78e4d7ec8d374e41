/**
 * Validation rules of platform-core §5, written once for the web forms and the server.
 *
 * Every rule is a pure function `(value, options?) => ValidationMessage | null`; format rules pass an empty value
 * (whether a field may be blank is `requiredRule`'s decision). The zod schemas run the same rules and put the
 * message key in each issue's message (bounds in its params), so a 422 and a form show the same key.
 *
 * - messages: VALIDATION_MESSAGE_KEYS, VALIDATION_MESSAGE_KEY_LIST, ValidationMessageKey, ValidationMessage,
 *   validationMessage, withFieldName
 * - plumbing: Rule, firstFailure, isEmptyValue, characterCount, withRules, stringFieldSchema, messageFromIssue,
 *   fieldMessagesFromZodError
 * - generic: requiredRule, requiredStringSchema, mustBeCheckedRule, mustBeCheckedSchema, minLengthRule,
 *   maxLengthRule, lengthRules, lengthSchema, confirmedByRule, confirmedBy, integerRule, minValueRule,
 *   maxValueRule, multipleOfRule, balanceRule, numberRules, numberSchema, NumberRuleOptions, NumericInput,
 *   parseNumericInput, toThousandths
 * - fields: emailRule, emailSchema, normalizeEmail, EMAIL_MAX_LENGTH; nicknameRule, nicknameCharactersRule,
 *   nicknameSchema, NICKNAME_MIN_LENGTH, NICKNAME_MAX_LENGTH; nameRule, nameSchema; personalIdRule,
 *   personalIdSchema, PERSONAL_ID_LENGTH; passwordCharactersRule, passwordSchema, passwordConfirmationSchema,
 *   PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH; phoneRule, phoneSchema, PHONE_MIN_LENGTH; englishLettersRule,
 *   englishLettersSchema; ibanRule, ibanSchema, ibanRequiresLtGroup, LT_IBAN_GROUP_ID
 * - dates: CalendarDate, calendarDateOf, isLeapYear, daysInMonth, isRealDate, compareCalendarDates, ageOn;
 *   birthdayRule, birthdayDayRule, birthdayMonthRule, birthdaySchema, parseBirthday, birthdayIsoDate,
 *   BirthdayParts, BirthdayVariant, BirthdayRuleOptions, BIRTHDAY_MIN_AGE, BIRTHDAY_MIN_YEAR
 * - cards: cardNumberRule, cardNumberSchema, cardBinRule (does nothing, by spec), passesLuhn,
 *   CARD_NUMBER_MIN_DIGITS, CARD_NUMBER_MAX_DIGITS; cardExpiryRule, cardExpirySchema
 * - addresses: postalCodeRule, postalCodeSchema, postalCodePattern, POSTAL_CODE_PATTERNS;
 *   australianStateFromPostcode, AUSTRALIAN_STATES, AUSTRALIAN_POSTCODE_RANGES, AustralianState;
 *   canadianProvinceFromPostalCode, CANADIAN_PROVINCES, CANADIAN_POSTAL_CODE_PATTERN, CanadianProvince;
 *   stateFromPostalCode, fillStateFromPostalCode, PostalAddress
 * - metrics: firstMessagePerField, validationMetricsPayload, FieldMessages, ValidationMetrics,
 *   ValidationMetricsError
 */
export * from './messages';
export * from './rule';
export * from './zod-rules';
export * from './required';
export * from './length';
export * from './confirmed-by';
export * from './numeric-input';
export * from './number';
export * from './email';
export * from './nickname';
export * from './name';
export * from './personal-id';
export * from './password';
export * from './phone';
export * from './english-letters';
export * from './iban';
export * from './calendar-date';
export * from './birthday';
export * from './card-number';
export * from './card-expiry';
export * from './australian-state';
export * from './canadian-province';
export * from './fill-state-from-postal-code';
export * from './postal-code';
export * from './first-message-per-field';
