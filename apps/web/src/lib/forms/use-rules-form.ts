import { useMemo, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type SubmitHandler } from 'react-hook-form';
import { rulesResolver, type FormRules } from './form-rules';
import { applyServerFieldErrors, type ServerErrorsPlaced } from './server-errors';
import { useMessageTranslator } from './use-field-translator';
import { messageKeysOf, reportValidationErrors } from './validation-metrics';

type RulesFormOptions<Values extends FieldValues> = {
  /** Names the form in the validation metrics ("login", "sign-up", ...). */
  component: string;
  rules: FormRules<Values>;
  /** Translated field names, for messages like "Password must be at least 6 characters". */
  labels: Readonly<Record<string, string>>;
  defaultValues: DefaultValues<Values>;
};

/**
 * A react-hook-form form validated by the contracts' rules, checked when a field is left and again on every
 * change after that, with the first message per field reported to the metrics on a failed submit (client) and
 * on a 422 (server).
 */
export function useRulesForm<Values extends FieldValues>({
  component,
  rules,
  labels,
  defaultValues,
}: RulesFormOptions<Values>) {
  const translate = useMessageTranslator(labels);
  const resolver = useMemo(() => rulesResolver(rules, translate), [rules, translate]);
  const form = useForm<Values>({ resolver, defaultValues, mode: 'onTouched' });

  // A form's onSubmit must return nothing; the promise is react-hook-form's to track (isSubmitting).
  const onSubmit = (handler: SubmitHandler<Values>) => (event?: BaseSyntheticEvent) => {
    void form.handleSubmit(handler, (errors) =>
      reportValidationErrors({ side: 'client', component, errors: messageKeysOf(errors) }),
    )(event);
  };

  /**
   * Places a 422's field errors on the shown fields (all of the form's fields unless `shown` names them) and
   * reports them; returns what it placed and what it could not.
   */
  const placeServerErrors = (error: unknown, shown?: readonly (keyof Values & string)[]): ServerErrorsPlaced => {
    const fields = shown ?? (Object.keys(form.getValues()) as (keyof Values & string)[]);
    return applyServerFieldErrors({ error, component, fields, setError: form.setError, translate });
  };

  /** Places a 422's field errors on the form; returns the message keys it had no field for. */
  const showServerErrors = (error: unknown): string[] => placeServerErrors(error).unplaced.map(({ key }) => key);

  const errorOf = (field: keyof Values & string): string | undefined => {
    const error = form.formState.errors[field];
    return typeof error?.message === 'string' ? error.message : undefined;
  };

  return { form, onSubmit, placeServerErrors, showServerErrors, errorOf, translate };
}
