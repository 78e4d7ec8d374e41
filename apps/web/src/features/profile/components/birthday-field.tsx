import { BIRTHDAY_MIN_AGE, BIRTHDAY_MIN_YEAR, type CalendarDate } from '@casino/contracts';
import { useId, useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FieldError } from '../../../components/ui/form/field-frame';
import { SelectField, type SelectOption } from '../../../components/ui/form/select-field';
import { useLocale } from '../../../lib/i18n/use-locale';
import styles from './personal-details-form.module.css';

const pad = (value: number) => String(value).padStart(2, '0');

const DAYS: SelectOption[] = Array.from({ length: 31 }, (_, index) => ({
  value: pad(index + 1),
  label: String(index + 1),
}));

/** Years from the youngest possible adult back to 1900, plus a stored year outside that range so it still shows. */
function yearOptions(today: CalendarDate, storedYear: string): SelectOption[] {
  const years: SelectOption[] = [];
  for (let year = today.year - BIRTHDAY_MIN_AGE.default; year >= BIRTHDAY_MIN_YEAR; year -= 1) {
    years.push({ value: String(year), label: String(year) });
  }
  if (storedYear && !years.some((year) => year.value === storedYear)) {
    years.unshift({ value: storedYear, label: storedYear });
  }
  return years;
}

type BirthdayFieldProps = {
  day: UseFormRegisterReturn<'birth_day'>;
  month: UseFormRegisterReturn<'birth_month'>;
  year: UseFormRegisterReturn<'birth_year'>;
  errors: { day?: string; month?: string; date?: string };
  today: CalendarDate;
  storedYear: string;
  required: boolean;
};

/**
 * Date of birth as day, month and year selects (the phone's own pickers; zero-padded values, so the strict
 * DD/MM/YYYY rule of §5 only ever judges the date itself). The whole-date message sits under the three.
 */
export function BirthdayField({ day, month, year, errors, today, storedYear, required }: BirthdayFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorId = useId();
  const months = useMemo(() => {
    const names = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => ({
      value: pad(index + 1),
      label: names.format(Date.UTC(2000, index, 1)),
    }));
  }, [locale]);
  const years = useMemo(() => yearOptions(today, storedYear), [today, storedYear]);
  const describedBy = errors.date ? errorId : undefined;
  const invalid = errors.date ? true : undefined;
  const choose: SelectOption = { value: '', label: t('fields.choose') };

  return (
    <fieldset className={styles.birthday} aria-describedby={describedBy} data-field="date_of_birth">
      <legend className={styles.legend}>
        {t('profile.fields.dateOfBirth')}
        {required ? null : <span className={styles.optional}> {t('fields.optional')}</span>}
      </legend>
      <div className={styles.birthdayParts}>
        <SelectField
          label={t('profile.fields.day')}
          options={[choose, ...DAYS]}
          autoComplete="bday-day"
          error={errors.day}
          aria-invalid={invalid ?? (errors.day ? true : undefined)}
          {...day}
        />
        <SelectField
          label={t('profile.fields.month')}
          options={[choose, ...months]}
          autoComplete="bday-month"
          error={errors.month}
          aria-invalid={invalid ?? (errors.month ? true : undefined)}
          {...month}
        />
        <SelectField
          label={t('profile.fields.year')}
          options={[choose, ...years]}
          autoComplete="bday-year"
          aria-invalid={invalid}
          {...year}
        />
      </div>
      <div aria-live="polite">
        <FieldError id={errorId} error={errors.date} />
      </div>
    </fieldset>
  );
}
