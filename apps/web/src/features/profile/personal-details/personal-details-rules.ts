import {
  birthdayDayRule,
  birthdayMonthRule,
  maxLengthRule,
  nameRule,
  nicknameRule,
  phoneRule,
  postalCodeRule,
  PROFILE_TEXT_MAX_LENGTHS,
  requiredRule,
  VALIDATION_MESSAGE_KEYS,
  type CalendarDate,
  type License,
  type ProfileTextField,
} from '@casino/contracts';
import type { FieldRule, FormRules } from '../../../lib/forms/form-rules';
import { valueRule } from '../../../lib/forms/form-rules';
import { birthdayPartsRule, isBirthdayBlank } from './birthday-parts';
import type { PersonalDetailsValues } from './personal-details-values';
import type { PersonalField } from './personal-fields';

type Rule = FieldRule<PersonalDetailsValues>;

/** The server's length caps (accounts contract), so a long address fails here and not after a round trip. */
const maxLength = (field: ProfileTextField): Rule =>
  valueRule((value) => maxLengthRule(value, { max: PROFILE_TEXT_MAX_LENGTHS[field] }));

const partsOf = (values: PersonalDetailsValues) => ({
  day: values.birth_day,
  month: values.birth_month,
  year: values.birth_year,
});

type RulesOptions = {
  /** Fields that must be filled in (the personal-info modal asks for missing ones only, and all of them). */
  required: readonly PersonalField[];
  today: CalendarDate;
  license: License;
};

/** The §5 rules of every personal field, the same functions the server's 422 answers come from. */
export function personalDetailsRules({ required, today, license }: RulesOptions): FormRules<PersonalDetailsValues> {
  const must = new Set(required);
  const requiredIf = (field: PersonalField): Rule[] => (must.has(field) ? [requiredRule] : []);
  const birthdayRequired: Rule = (_, values) =>
    must.has('date_of_birth') && isBirthdayBlank(partsOf(values)) ? { key: VALIDATION_MESSAGE_KEYS.required } : null;
  return {
    first_name: [...requiredIf('first_name'), valueRule(nameRule), maxLength('first_name')],
    last_name: [...requiredIf('last_name'), valueRule(nameRule), maxLength('last_name')],
    nickname: [valueRule(nicknameRule)],
    birth_day: [valueRule(birthdayDayRule)],
    birth_month: [valueRule(birthdayMonthRule)],
    date_of_birth: [birthdayRequired, (_, values) => birthdayPartsRule(partsOf(values), { today, license })],
    mobile_phone: [...requiredIf('mobile_phone'), valueRule(phoneRule), maxLength('mobile_phone')],
    country: requiredIf('country'),
    city: [...requiredIf('city'), maxLength('city')],
    address: [...requiredIf('address'), maxLength('address')],
    postal_code: [
      ...requiredIf('postal_code'),
      (value, values) => postalCodeRule(typeof value === 'string' ? value : null, { country: values.country }),
      maxLength('postal_code'),
    ],
    state: [maxLength('state')],
  };
}
