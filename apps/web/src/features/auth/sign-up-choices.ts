/** What the sign-up form can show while its choices load: the form, a skeleton, or a failure with "try again". */
export type SignUpChoicesState = 'loading' | 'failed' | 'ready';

type ChoiceQuery<Data> = { isPending: boolean; isError: boolean; data: Data | undefined };

/**
 * Countries and currencies are needed before the form can start (its first choices come from them); the visitor's
 * country only picks the first choice. An empty country list is a failed load too: its fetch answers [] when the
 * request fails, and without countries nobody could register.
 */
export function signUpChoicesState(queries: {
  countries: ChoiceQuery<readonly unknown[]>;
  currencies: ChoiceQuery<readonly unknown[]>;
  visitor: { isPending: boolean };
}): SignUpChoicesState {
  const { countries, currencies, visitor } = queries;
  if (countries.isError || currencies.isError) return 'failed';
  if (countries.isPending || currencies.isPending || visitor.isPending) return 'loading';
  if (!currencies.data || !countries.data || countries.data.length === 0) return 'failed';
  return 'ready';
}
