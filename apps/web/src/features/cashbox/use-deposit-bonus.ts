import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSession } from '../../lib/session/get-player';
import { removeBonusCodeMutationOptions } from './api/bonus-code';
import { pickOfferMutationOptions } from './api/bonus-pick';
import { bonusProfileQueryOptions, depositOffersQueryOptions } from './api/deposit-offers';
import { currentChoice, NO_BONUS, readDepositOffers, type DepositOffer } from './deposit-bonus-offers';

export type DepositBonusState = {
  status: 'loading' | 'error' | 'ready';
  offers: DepositOffer[];
  /** The chosen offer's id, or `NO_BONUS`. */
  choice: string;
  chosenOffer: DepositOffer | undefined;
  choose: (choice: string) => void;
  /** The last choice could not be saved: the picker shows the choice the server still has. */
  pickFailed: boolean;
  retry: () => void;
  /** The promo code on the profile; undefined while the profile is read. */
  appliedCode: string | null | undefined;
  /** A promo code was applied or removed: the picker follows the offers the server now gives. */
  resetChoice: () => void;
};

/**
 * The deposit's bonus choice, beside the deposit and never in its way: the offers and the profile's promo code are
 * read when the deposit opens, and a choice is saved as the player's pick group while the cards already show it.
 * The player's groups (from the profile, kept current by the `groups_updates` push) say which offer is picked.
 */
export function useDepositBonus(currency: string | undefined): DepositBonusState {
  const queryClient = useQueryClient();
  const offersQuery = useQuery(depositOffersQueryOptions());
  const profile = useQuery(bonusProfileQueryOptions());
  const { player } = useSession();
  const groups = player?.groups;
  const pick = useMutation(pickOfferMutationOptions(queryClient));
  const removeCode = useMutation(removeBonusCodeMutationOptions(queryClient));
  const [chosen, setChosen] = useState<string | null>(null);

  const offers = useMemo(
    () => (currency ? readDepositOffers(offersQuery.data ?? [], currency) : []),
    [offersQuery.data, currency],
  );
  const known = chosen === NO_BONUS || offers.some((offer) => offer.id === chosen);
  const choice = chosen !== null && known ? chosen : currentChoice(offers, groups ?? []);
  const appliedCode = profile.isSuccess ? profile.data.deposit_bonus_code : profile.isError ? null : undefined;

  const choose = (next: string) => {
    setChosen(next);
    pick.reset();
    pick.mutate(offers.find((offer) => offer.id === next) ?? null, {
      // The cards go back to what the server holds, and the player is told.
      onError: () => setChosen(null),
    });
    // A promo code's offer applies by itself: "No bonus" must take the code away too, or the deposit would get it.
    if (next === NO_BONUS && appliedCode) removeCode.mutate();
  };

  return {
    status: offersQuery.isPending ? 'loading' : offersQuery.isError ? 'error' : 'ready',
    offers,
    choice,
    chosenOffer: offers.find((offer) => offer.id === choice),
    choose,
    pickFailed: pick.isError,
    retry: () => void offersQuery.refetch(),
    appliedCode,
    resetChoice: () => setChosen(null),
  };
}
