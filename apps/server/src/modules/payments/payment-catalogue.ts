import type { MethodFields, PaymentAction, PaymentMethod } from '@casino/contracts';
import { PAYMENT_MESSAGE_KEYS } from '@casino/contracts';
import type { Queryable } from '../../db/client';
import { invalidFields, notFound } from '../../lib/app-error';
import { findEnabledCurrency } from '../users';
import type { CurrencyFacts, MethodDefinition } from './payment-methods';
import {
  findMethod,
  limitsInMinorUnits,
  methodServes,
  METHODS,
  playerFieldsOf,
  toPaymentMethod,
} from './payment-methods';
import { listProfiles } from './payments.repository';

async function currencyFacts(db: Queryable, code: string): Promise<CurrencyFacts | undefined> {
  const row = await findEnabledCurrency(db, code);
  return row && { code: row.code, fiat: row.fiat, subunitsToUnit: row.subunitsToUnit };
}

/** A method is offered for a cash-out to cards only when the player has a card of that brand to pay out to. */
const offered = (method: MethodDefinition, action: PaymentAction, brands: ReadonlySet<string>) =>
  !(action === 'cashout' && method.needsSavedCardForCashout && !brands.has(method.brand));

export type PaymentCatalogue = ReturnType<typeof createPaymentCatalogue>;

/** The cashier's method lists and forms, and the check of an order against them. */
export function createPaymentCatalogue({ db }: { db: Queryable }) {
  return {
    async methods(userId: number, currency: string, action: PaymentAction): Promise<PaymentMethod[]> {
      const facts = await currencyFacts(db, currency);
      if (!facts) return [];
      const profiles = await listProfiles(db, userId);
      const brands = new Set(profiles.map((profile) => profile.brand));
      return METHODS.filter((method) => methodServes(method, facts, action) && offered(method, action, brands)).map(
        (method) => toPaymentMethod(method, facts, action, profiles),
      );
    },

    async fields(
      userId: number,
      query: { id: string; currency: string; action: PaymentAction; savedProfileId?: string },
    ): Promise<MethodFields> {
      const method = findMethod(query.id);
      const facts = await currencyFacts(db, query.currency);
      if (!method || !facts || !methodServes(method, facts, query.action)) throw notFound('The payment method');
      const profiles = await listProfiles(db, userId);
      const saved = query.savedProfileId
        ? profiles.find((profile) => String(profile.id) === query.savedProfileId)
        : undefined;
      const playerFields = playerFieldsOf(method, query.action, profiles, saved && String(saved.id));
      const limits = limitsInMinorUnits(method, facts, query.action);
      return {
        amountField: { ...limits, currency: facts.code, step: 1 },
        // A cash-out to a card needs a saved card of that brand.
        isSubmitAvailable: !playerFields.some((field) => field.type === 'select' && !field.options?.length),
        methodFields: [],
        playerFields,
      };
    },

    /** The method and currency of an order, once its amount is within the method's limits; else a 422 per field. */
    async resolve(order: { method_id: string; currency: string; amount_cents: number }, action: PaymentAction) {
      const method = findMethod(order.method_id);
      const facts = await currencyFacts(db, order.currency);
      if (!method || !facts || !methodServes(method, facts, action)) {
        throw invalidFields({ method_id: [PAYMENT_MESSAGE_KEYS.methodUnavailable] });
      }
      const { min, max } = limitsInMinorUnits(method, facts, action);
      if (order.amount_cents < min) throw invalidFields({ amount_cents: [PAYMENT_MESSAGE_KEYS.belowMinimum] });
      if (order.amount_cents > max) throw invalidFields({ amount_cents: [PAYMENT_MESSAGE_KEYS.aboveMaximum] });
      return { method, facts };
    },
  };
}
