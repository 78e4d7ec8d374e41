import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditLog } from '../audit';
import { findEnabledCurrency, findUserById } from '../users';
import type { WalletsService } from '../wallets';
import { openFirstWallet } from '../wallets';
import type { Coin } from './crypto-coins';
import { convertCoins, findCoin } from './crypto-coins';
import type { ExchangeRates } from './crypto-methods';
import { cryptoMethodId, rateOf } from './crypto-methods';
import type { PaymentChangesService } from './payment-changes';
import type { CryptoDepositUpdate, PaymentProvider } from './payment-provider';
import { insertPayment, lockPaymentByReference } from './payments.repository';

/** The chain, not a person, made this deposit: what the audit log records as its origin. */
const CHAIN_ORIGIN = { ip: '0.0.0.0', userAgent: 'payment provider (crypto deposit)' };

const shortAddress = (address: string) => `${address.slice(0, 8)}…${address.slice(-6)}`;

/**
 * Coins that arrived at a player's address. The first report makes the deposit (keyed by the chain transaction, so
 * every later report finds it), converted into the wallet it credits at the rate of that moment; it is credited
 * once it has `confirmations` confirmations. Below the coin's minimum it is recorded as declined, not credited.
 */
export function createCryptoDeposits({
  db,
  clock,
  provider,
  changes,
  audit,
  wallets,
  rates,
  confirmations,
  logger,
}: {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  changes: PaymentChangesService;
  audit: AuditLog;
  wallets: WalletsService;
  rates: () => Promise<ExchangeRates>;
  confirmations: number;
  logger: FastifyBaseLogger;
}) {
  /**
   * The wallet the coins go to: the coin's own wallet when the player holds it; else the wallet they play from, at
   * the published rate; else a new wallet in the coin.
   */
  async function targetOf(userId: number, coin: Coin, known: ExchangeRates) {
    const held = await wallets.list(userId);
    const user = await findUserById(db, userId);
    if (!user) return undefined;
    if (held.some((account) => account.currency === coin.code)) return { currency: coin.code, rate: 1 };
    const rate = rateOf(known, coin.code, user.currency);
    if (rate !== undefined) return { currency: user.currency, rate };
    return { currency: coin.code, rate: 1 };
  }

  async function record(update: CryptoDepositUpdate, coin: Coin, userId: number) {
    const coinFacts = await findEnabledCurrency(db, coin.code);
    const target = await targetOf(userId, coin, await rates());
    const walletFacts = target && (await findEnabledCurrency(db, target.currency));
    if (!coinFacts || !target || !walletFacts) return undefined;
    const amountCents = convertCoins(
      update.amountMinor,
      coinFacts.subunitsToUnit,
      target.rate,
      walletFacts.subunitsToUnit,
    );
    const belowMinimum = update.amountMinor < Math.ceil(coin.depositMin * coinFacts.subunitsToUnit);
    return { target, amountCents, belowMinimum };
  }

  return async function apply(update: CryptoDepositUpdate): Promise<'moved' | 'unchanged' | 'ignored'> {
    const coin = findCoin(update.coin);
    const userId = Number(update.customerReference);
    if (!coin || !Number.isSafeInteger(userId) || userId <= 0) return 'ignored';
    const planned = await record(update, coin, userId);
    return db.transaction(async (tx) => {
      let payment = await lockPaymentByReference(tx, provider.name, update.reference);
      if (!payment) {
        // Dust worth less than a minor unit of the wallet cannot be a payment.
        if (!planned || planned.amountCents <= 0) {
          logger.warn({ txid: update.reference, userId }, 'crypto deposit ignored: nothing to credit');
          return 'ignored';
        }
        const now = clock();
        await openFirstWallet(tx, userId, planned.target.currency, now);
        const inserted = await insertPayment(tx, {
          userId,
          action: 'deposit',
          state: 'pending',
          methodId: cryptoMethodId(coin),
          brand: coin.code.toLowerCase(),
          paymentSystem: coin.name,
          provider: provider.name,
          currency: planned.target.currency,
          amountCents: planned.amountCents,
          clientKey: `chain:${update.reference}`,
          requestHash: 'chain',
          providerReference: update.reference,
          accountLabel: shortAddress(update.address),
          destination: {
            coin: coin.code,
            coinAmountMinor: String(update.amountMinor),
            rate: String(planned.target.rate),
            address: update.address,
          },
          createdAt: now,
          updatedAt: now,
        });
        if (!inserted) return 'unchanged';
        const details = {
          paymentId: inserted.id,
          coin: coin.code,
          txid: update.reference,
          amountCents: planned.amountCents,
        };
        await audit.record('deposit_requested', { userId, origin: CHAIN_ORIGIN, details }, tx);
        payment = (await lockPaymentByReference(tx, provider.name, update.reference))!;
        await changes.announce(tx, payment);
      }
      const below = planned?.belowMinimum ?? false;
      const state = below ? 'declined' : update.confirmations >= confirmations ? 'succeeded' : 'processing';
      const { moved } = await changes.move(tx, payment, state, below ? { cancellationReason: 'below_minimum' } : {});
      return moved ? 'moved' : 'unchanged';
    });
  };
}
