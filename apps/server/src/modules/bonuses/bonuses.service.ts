import type {
  BonusCampaignInput,
  BonusCancelInfo,
  BonusOffer,
  CouponAnswer,
  PlayerBonus,
  PromoCodeAnswer,
  Promotion,
  V2Bonus,
} from '@casino/contracts';
import type { Database, Queryable, Transaction } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuditLog, RequestOrigin } from '../audit';
import type { GamesService } from '../games';
import type { BonusWallet } from '../game-wallet';
import type { WithdrawalBonusGuard } from '../payments';
import type { Outbox } from '../outbox';
import { assertNotExcluded } from '../user-limits';
import { findUserById, listGroupIds, updateUser } from '../users';
import type { WalletsService } from '../wallets';
import { createBonusMoney } from './bonus-money';
import { createFreespins } from './freespins';
import { cancelInfo, toOffer, toPlayerBonus } from './bonus-view';
import { v2Bonuses } from './bonus-v2-view';
import { isPublicPromotion, toPromotion } from './promotions';
import type { BonusRow, CampaignRow } from './bonuses.repository';
import {
  activeCampaigns,
  addWagered,
  countOpenRounds,
  declinedCampaignIds,
  findBonus,
  findCampaign,
  findCampaignByCode,
  findRoundOf,
  insertBonus,
  insertDecline,
  listBonuses,
  listCampaigns,
  lockBonus,
  lockActiveBonuses,
  lockBonusById,
  hasWageringBonus,
  lockWageringBonus,
  overdueBonuses,
  bonusesDueToStart,
  succeededDeposits,
  updateBonus,
  upsertCampaign,
} from './bonuses.repository';
import type { Candidate } from './eligibility';
import { campaignApplies, depositQualifies } from './eligibility';
import {
  contributionPercent,
  depositMatchCents,
  stageAfterSettlement,
  wagerContributionCents,
  wagerRequirementCents,
} from './wagering';
import { isUniqueViolation } from '../../db/errors';

const DAY_MS = 24 * 60 * 60 * 1000;

export type BonusesService = ReturnType<typeof createBonusesService>;

const conflict = (message: string) => new AppError('CONFLICT', message);

/** Who issues a bonus on an event (a registration, a deposit): the engine itself, not a request. */
const ENGINE_ORIGIN = { ip: 'system', userAgent: 'bonus engine' };

/**
 * The bonus engine (docs/bonuses.md): campaigns issue bonuses on registration, deposits and coupons; a bonus is
 * activated, queues behind another or wagers; settled rounds count toward its wagering; it ends converted to cash,
 * lost, cancelled or expired. Its money moves only in the ledger, through `bonus-money`.
 */
export function createBonusesService({
  db,
  clock,
  wallets,
  games,
  outbox,
  audit,
}: {
  db: Database;
  clock: Clock;
  wallets: WalletsService;
  games: GamesService;
  outbox: Outbox;
  audit: AuditLog;
}) {
  const money = createBonusMoney({ clock, wallets, outbox });
  const titleOf = (identifier: string) => {
    const [provider = '', slug = ''] = identifier.split('/');
    return games.findGame(provider, slug)?.title ?? identifier;
  };
  // Free spins' winnings to wager become a bonus of their campaign, activated at once (it may wait its turn).
  const freespins = createFreespins({
    clock,
    wallets,
    outbox,
    titleOf,
    awardWinnings: async (tx, row, campaign) => {
      const bonus = await issue(tx, row.userId, campaign, `freespins:${row.id}`, row.currency, row.winningsCents);
      if (bonus) await activate(tx, bonus);
      return bonus?.id;
    },
  });

  async function candidateOf(tx: Database | Transaction, userId: number, currency?: string): Promise<Candidate | null> {
    const user = await findUserById(tx, userId);
    if (!user?.canIssueBonuses) return null;
    try {
      await assertNotExcluded(tx, userId, clock());
    } catch {
      return null;
    }
    return {
      country: user.country,
      currency: currency ?? user.currency,
      groups: await listGroupIds(tx, userId),
      depositCode: user.depositBonusCode?.toUpperCase() ?? null,
      declined: await declinedCampaignIds(tx, userId),
    };
  }

  /** Issues a bonus once per trigger; undefined when this trigger issued it before. */
  async function issue(
    tx: Transaction,
    userId: number,
    campaign: CampaignRow,
    trigger: string,
    currency: string,
    amountCents: number,
  ) {
    const now = clock();
    const bonus = await insertBonus(tx, {
      userId,
      campaignId: campaign.id,
      trigger,
      currency,
      stage: 'issued',
      amountCents,
      wagerRequirementCents: wagerRequirementCents(amountCents, campaign.wagerMultiplier),
      maxBetCents: campaign.maxBetCents[currency] ?? null,
      contributions: campaign.contributions,
      wagerDays: campaign.wagerDays,
      activatableUntil: new Date(now.getTime() + campaign.activationDays * DAY_MS),
      createdAt: now,
      updatedAt: now,
    });
    if (!bonus) return undefined;
    await audit.record(
      'bonus_issued',
      {
        userId,
        origin: ENGINE_ORIGIN,
        details: { bonus_id: bonus.id, campaign: campaign.groupKey, trigger, amount_cents: amountCents, currency },
      },
      tx,
    );
    await money.announce(tx, bonus, campaign);
    return bonus;
  }

  /**
   * A deposit or coupon bonus starts at once, or, when its campaign delays activation, is left `issued` with the
   * time the scheduler starts it (`startDue`).
   */
  async function start(tx: Transaction, bonus: BonusRow, campaign: CampaignRow): Promise<void> {
    if (campaign.activationDelayMinutes === 0) {
      await activate(tx, bonus);
      return;
    }
    const now = clock();
    const activatesAt = new Date(now.getTime() + campaign.activationDelayMinutes * 60_000);
    await money.announce(tx, await updateBonus(tx, bonus.id, { activatesAt, updatedAt: now }), campaign);
  }

  /** Activation: wagers now, or waits behind the wallet's wagering bonus. */
  async function activate(tx: Transaction, bonus: BonusRow): Promise<BonusRow> {
    const now = clock();
    if (bonus.stage !== 'issued') throw conflict('This bonus is not waiting for activation');
    if (bonus.activatableUntil <= now) return money.finish(tx, bonus, 'expired');
    if (await lockWageringBonus(tx, bonus.userId, bonus.currency)) {
      const waiting = await updateBonus(tx, bonus.id, { stage: 'wait', activatedAt: now, updatedAt: now });
      await money.announce(tx, waiting);
      return waiting;
    }
    return money.startWagering(tx, bonus);
  }

  /** A bonus past its time ends now, whoever looks first (a bet, the list, the scheduler). */
  async function expireIfDue(tx: Transaction, bonus: BonusRow): Promise<BonusRow> {
    const now = clock();
    if (bonus.stage === 'issued' && bonus.activatableUntil <= now) return money.finish(tx, bonus, 'expired');
    if (bonus.stage === 'handle_bets' && bonus.validUntil && bonus.validUntil <= now) {
      return money.finish(tx, bonus, 'expired');
    }
    return bonus;
  }

  /** The bonuses as the player reads them, through `tx` (a transaction sees its own changes). */
  async function view(tx: Queryable, rows: BonusRow[]): Promise<PlayerBonus[]> {
    const campaigns = new Map((await listCampaigns(tx)).map((campaign) => [campaign.id, campaign]));
    const balances = new Map<string, number>();
    for (const currency of new Set(rows.map((row) => row.currency))) {
      const account = await wallets.account(tx, rows[0]?.userId ?? 0, currency);
      balances.set(currency, account ? account.amount_cents - account.available_to_cashout_cents : 0);
    }
    const now = clock();
    return rows.flatMap((row) => {
      const campaign = campaigns.get(row.campaignId);
      return campaign ? [toPlayerBonus(row, campaign, balances.get(row.currency) ?? 0, now)] : [];
    });
  }

  async function viewOne(tx: Transaction, row: BonusRow): Promise<PlayerBonus> {
    const [bonus] = await view(tx, [row]);
    if (!bonus) throw new Error(`bonus ${row.id} has no campaign`);
    return bonus;
  }

  /** Runs `change` on the player's bonus, locked; 404 when it is not theirs. */
  async function withBonus<T>(
    userId: number,
    bonusId: number,
    change: (tx: Transaction, bonus: BonusRow) => Promise<T>,
  ) {
    return db.transaction(async (tx) => {
      const bonus = await lockBonus(tx, userId, bonusId);
      if (!bonus) throw notFound('This bonus');
      return change(tx, await expireIfDue(tx, bonus));
    });
  }

  async function offers(userId: number | null, kind: 'deposit' | 'registration'): Promise<BonusOffer[]> {
    const campaigns = await activeCampaigns(db, kind);
    if (userId === null) return campaigns.filter((campaign) => kind === 'registration' || !campaign.code).map(toOffer);
    const player = await candidateOf(db, userId);
    if (!player) return [];
    const applicable = campaigns.filter((campaign) => campaignApplies(campaign, player, 'offer'));
    if (kind === 'registration') return applicable.map(toOffer);
    // A deposit offer is for a deposit still to come: not one numbered for a deposit already made.
    const next = (await succeededDeposits(db, userId)) + 1;
    return applicable
      .filter((campaign) => campaign.depositNumber === null || campaign.depositNumber === next)
      .map(toOffer);
  }

  /**
   * A coupon code redeemed: its bonus issued and started (or its free spins given), once per player. Answers the
   * coupon status and, when it gave something, what.
   */
  async function redeem(
    userId: number,
    code: string,
  ): Promise<{ status: CouponAnswer['status']; given?: PromoCodeAnswer }> {
    const campaign = await findCampaignByCode(db, code.trim());
    if (!campaign || campaign.kind !== 'coupon') return { status: 'failed_to_activate' };
    return db.transaction(async (tx) => {
      const player = await candidateOf(tx, userId);
      if (!player || !campaignApplies(campaign, player)) return { status: 'failed_to_activate' };
      const name = campaign.title;
      if (campaign.freespinsCount !== null) {
        const spins = await freespins.give(tx, userId, campaign, 'coupon', player.currency);
        if (!spins) return { status: 'already_activated' };
        return {
          status: 'successfully_activated',
          given: { bonus_id: spins.id, name, bonus_type: 'casino_freespins' },
        };
      }
      const amount = campaign.amountCents[player.currency] ?? 0;
      const bonus = await issue(tx, userId, campaign, 'coupon', player.currency, amount);
      if (!bonus) return { status: 'already_activated' };
      await start(tx, bonus, campaign);
      return { status: 'successfully_activated', given: { bonus_id: bonus.id, name, bonus_type: 'casino_bonus' } };
    });
  }

  /** The public offers of the visitor's country: the welcome gifts first, then deposits in their order. */
  async function promotions(country: string): Promise<Promotion[]> {
    const deposits = (await activeCampaigns(db, 'deposit')).sort(
      (a, b) => (a.depositNumber ?? Infinity) - (b.depositNumber ?? Infinity) || a.id - b.id,
    );
    return [...(await activeCampaigns(db, 'registration')), ...deposits]
      .filter((campaign) => isPublicPromotion(campaign, country))
      .map((campaign) => toPromotion(campaign, titleOf));
  }

  return {
    list: async (userId: number) => view(db, await listBonuses(db, userId)),

    promotions,
    async promotion(slug: string, country: string): Promise<Promotion> {
      const found = (await promotions(country)).find((promotion) => promotion.slug === slug);
      if (!found) throw notFound('This promotion');
      return found;
    },

    /** The player activates a bonus; refused during a cooling-off or self-exclusion, which stop bonuses. */
    activate: async (userId: number, bonusId: number) => {
      await assertNotExcluded(db, userId, clock());
      return withBonus(userId, bonusId, async (tx, bonus) => {
        if (bonus.stage === 'issued' && bonus.activatesAt !== null) {
          throw conflict('This bonus starts by itself at its activation time');
        }
        return viewOne(tx, await activate(tx, bonus));
      });
    },

    /** The player gives a bonus up: queued or wagering, its bonus balance and winnings leave with it. */
    cancel: (userId: number, bonusId: number) =>
      withBonus(userId, bonusId, async (tx, bonus) => {
        if (!['issued', 'wait', 'handle_bets'].includes(bonus.stage)) throw conflict('This bonus has already ended');
        return viewOne(tx, await money.finish(tx, bonus, 'canceled'));
      }),

    cancelInfo: async (userId: number, bonusId: number): Promise<BonusCancelInfo> => {
      const bonus = await findBonus(db, bonusId);
      if (!bonus || bonus.userId !== userId) throw notFound('This bonus');
      return cancelInfo(bonus, await money.walletOf(db, userId, bonus.currency));
    },

    /** A coupon code: its bonus is issued and activated at once, once per player. */
    redeemCoupon: async (userId: number, code: string): Promise<CouponAnswer> => ({
      status: (await redeem(userId, code)).status,
    }),

    /** `POST /api/v2/bonuses/promo-code`: the same coupons, answered with what the code gave or a coded refusal. */
    async redeemPromoCode(userId: number, code: string): Promise<PromoCodeAnswer> {
      const redeemed = await redeem(userId, code);
      if (redeemed.status === 'already_activated') throw conflict('This code was used on your account before');
      if (!redeemed.given) {
        throw new AppError('VALIDATION_FAILED', 'This code is not valid for your account', {
          code: ['validation.invalid'],
        });
      }
      return redeemed.given;
    },

    /** `GET /api/v2/bonuses`: bonuses and free spins in the v2 list's shape, newest first. */
    async v2List(userId: number): Promise<V2Bonus[]> {
      const bonuses = await view(db, await listBonuses(db, userId));
      return v2Bonuses(bonuses, await db.transaction((tx) => freespins.list(tx, userId)));
    },

    offers,

    async decline(userId: number, kind: 'deposit' | 'registration', campaignId: number): Promise<void> {
      const campaign = await findCampaign(db, campaignId);
      if (!campaign || campaign.kind !== kind) throw notFound('This offer');
      await db.transaction((tx) => insertDecline(tx, userId, campaignId, clock()));
    },

    /**
     * Expires every overdue bonus (the scheduler runs this each minute), one transaction per bonus under its lock,
     * so a bet racing the expiry either comes first or finds the bonus expired. Answers how many ended.
     */
    async expireDue(): Promise<number> {
      let ended = 0;
      for (;;) {
        const due = await overdueBonuses(db, clock(), 200);
        for (const { id, userId } of due) {
          const finished = await db.transaction(async (tx) => {
            const bonus = await lockBonus(tx, userId, id);
            return bonus ? (await expireIfDue(tx, bonus)).stage === 'expired' : false;
          });
          if (finished) ended += 1;
        }
        if (due.length < 200) return ended;
      }
    },

    /**
     * Starts every bonus whose delayed activation is due (the scheduler runs this each minute), one transaction per
     * bonus under its lock: it wagers, or waits behind the wallet's wagering bonus. Answers how many started.
     */
    async startDue(): Promise<number> {
      let started = 0;
      for (;;) {
        const due = await bonusesDueToStart(db, clock(), 200);
        for (const { id, userId } of due) {
          const moved = await db.transaction(async (tx) => {
            const bonus = await lockBonus(tx, userId, id);
            if (bonus?.stage !== 'issued' || bonus.activatesAt === null || bonus.activatesAt > clock()) return false;
            return (await activate(tx, bonus)).stage !== 'expired';
          });
          if (moved) started += 1;
        }
        if (due.length < 200) return started;
      }
    },

    /** Something for the badge: a bonus to activate, or a deposit offer. */
    async available(userId: number): Promise<boolean> {
      const rows = await listBonuses(db, userId);
      if (rows.some((row) => row.stage === 'issued' && row.activatableUntil > clock())) return true;
      return (await offers(userId, 'deposit')).length > 0;
    },

    /** Registration offers for a new account: issued, to be activated by the player. */
    async onRegistered(tx: Transaction, userId: number, currency: string): Promise<void> {
      const player = await candidateOf(tx, userId, currency);
      if (!player) return;
      for (const campaign of await activeCampaigns(tx, 'registration')) {
        if (!campaignApplies(campaign, player)) continue;
        if (campaign.freespinsCount !== null) await freespins.give(tx, userId, campaign, 'registration', currency);
        else await issue(tx, userId, campaign, 'registration', currency, campaign.amountCents[currency] ?? 0);
      }
    },

    /**
     * A succeeded deposit earns the first deposit campaign that applies to it (a promo code's campaign before the
     * others), issued and activated at once; a used promo code is cleared.
     */
    async onDeposit(
      tx: Transaction,
      deposit: { paymentId: number; userId: number; currency: string; amountCents: number },
    ) {
      const player = await candidateOf(tx, deposit.userId, deposit.currency);
      if (!player) return;
      const number = await succeededDeposits(tx, deposit.userId);
      const campaign = (await activeCampaigns(tx, 'deposit')).find(
        (candidate) => campaignApplies(candidate, player) && depositQualifies(candidate, { ...deposit, number }),
      );
      if (!campaign) return;
      const trigger = `payment:${deposit.paymentId}`;
      if (campaign.freespinsCount !== null) {
        if (await freespins.give(tx, deposit.userId, campaign, trigger, deposit.currency)) {
          await clearCode(tx, campaign);
        }
        return;
      }
      const cap = campaign.amountCents[deposit.currency] ?? 0;
      const amount =
        campaign.matchPercent === null ? cap : depositMatchCents(deposit.amountCents, campaign.matchPercent, cap);
      if (amount === 0) return;
      const bonus = await issue(tx, deposit.userId, campaign, trigger, deposit.currency, amount);
      if (!bonus) return;
      await clearCode(tx, campaign);
      await start(tx, bonus, campaign);

      async function clearCode(tx: Transaction, used: CampaignRow) {
        if (used.code) await updateUser(tx, deposit.userId, { depositBonusCode: null }, clock());
      }
    },

    /**
     * A settled round counts toward the wagering of the bonus it was staked under: its stakes times the game
     * category's contribution. Then the bonus may be done (converted to cash) or lost.
     */
    async onBetSettled(tx: Transaction, roundId: number): Promise<void> {
      const round = await findRoundOf(tx, roundId);
      if (!round?.bonusId) return;
      const locked = await lockBonusById(tx, round.bonusId);
      if (!locked || locked.stage !== 'handle_bets') return;
      const bonus = await expireIfDue(tx, locked);
      if (bonus.stage !== 'handle_bets') return;
      const [provider = '', slug = ''] = round.game.split('/');
      const percent = contributionPercent(games.findGame(provider, slug)?.categories ?? [], bonus.contributions);
      const wagered = await addWagered(tx, bonus.id, wagerContributionCents(round.betCents, percent), clock());
      const stage = stageAfterSettlement({
        wageredCents: wagered.wageredCents,
        requirementCents: wagered.wagerRequirementCents,
        balanceCents: (await money.walletOf(tx, bonus.userId, bonus.currency)).bonusCents,
        openRounds: await countOpenRounds(tx, bonus.id),
      });
      if (stage === 'handle_bets') await money.announce(tx, wagered);
      else await money.finish(tx, wagered, stage);
    },

    /**
     * A withdrawal while a bonus is active (waiting or wagering) on the wallet: refused with the bonus named, or,
     * once the player confirmed, the bonuses are cancelled first (their bonus money forfeited) in the withdrawal's
     * transaction. Issued bonuses not yet activated stay.
     */
    withdrawalGuard: (async (tx, { userId, currency, erase }) => {
      const active = await lockActiveBonuses(tx, userId, currency);
      if (active.length === 0) return;
      const wagering = active.find((bonus) => bonus.stage === 'handle_bets');
      if (!erase) {
        const { bonusCents } = await money.walletOf(tx, userId, currency);
        throw new AppError('BONUS_ACTIVE', 'Withdrawing cancels your active bonus', undefined, {
          bonus_id: (wagering ?? active[0])?.id ?? null,
          bonus_balance_cents: bonusCents,
        });
      }
      // Queued and scheduled ones first, so cancelling the wagering one starts none of them.
      for (const bonus of active.filter((row) => row.stage !== 'handle_bets')) {
        await money.finish(tx, bonus, 'canceled');
      }
      if (wagering) await money.finish(tx, wagering, 'canceled');
      await audit.record(
        'bonus_erased_by_withdrawal',
        { userId, origin: ENGINE_ORIGIN, details: { bonus_ids: active.map((bonus) => bonus.id), currency } },
        tx,
      );
    }) satisfies WithdrawalBonusGuard,

    /** The game wallet's view: the wagering bonus (expired first if due) and where its payouts go. */
    /** `GET /api/player/freespins`, newest first. */
    freespins: (userId: number) => db.transaction((tx) => freespins.list(tx, userId)),
    activateFreespins: async (userId: number, id: number) => {
      await assertNotExcluded(db, userId, clock());
      return db.transaction((tx) => freespins.activate(tx, userId, id));
    },
    cancelFreespins: (userId: number, id: number) => db.transaction((tx) => freespins.cancel(tx, userId, id)),
    /** Free spins a game can play for the player in a currency, the oldest first (the studio's slots read them). */
    playableFreespins: (userId: number, game: string, currency: string) =>
      freespins.playable(db, userId, game, currency),

    bonusWallet: {
      async wageringBonus(tx, userId, currency) {
        if (!(await hasWageringBonus(tx, userId, currency))) return null;
        const locked = await lockWageringBonus(tx, userId, currency);
        if (!locked) return null;
        const bonus = await expireIfDue(tx, locked);
        if (bonus.stage === 'handle_bets') return { id: bonus.id, maxBetCents: bonus.maxBetCents };
        // Expired: the next queued bonus may have started.
        const next = await lockWageringBonus(tx, userId, currency);
        return next ? { id: next.id, maxBetCents: next.maxBetCents } : null;
      },
      async freespinsFor(tx, round, continuing) {
        // An exclusion stops new spins; a spin already started still finishes, as any round does.
        try {
          if (!continuing) await assertNotExcluded(tx, round.userId, clock());
        } catch (error) {
          return { refusal: 'LIMIT_REACHED' as const, message: (error as Error).message };
        }
        return freespins.forRound(tx, round, continuing);
      },
      freespinsWon: (tx, id, cents) => freespins.won(tx, id, cents),
      freespinsUnwon: (tx, id, cents) => freespins.unwon(tx, id, cents),
      freespinsSpun: (tx, userId, id) => freespins.spun(tx, userId, id),
      async payoutBookOf(tx, bonusId) {
        // Locked: a win waits for a cancellation or expiry in flight, so it never pays into an emptied bonus book.
        const bonus = await lockBonusById(tx, bonusId);
        if (bonus?.stage === 'handle_bets') return 'bonus';
        return bonus?.stage === 'wager_done' ? 'cash' : 'forfeit';
      },
    } satisfies BonusWallet,

    campaigns: () => listCampaigns(db),

    async saveCampaign(input: BonusCampaignInput, origin: RequestOrigin): Promise<CampaignRow> {
      const unknown = input.games.filter((identifier) => {
        const [provider = '', slug = ''] = identifier.split('/');
        return !games.findGame(provider, slug);
      });
      if (unknown.length > 0) {
        throw new AppError('VALIDATION_FAILED', 'The request has invalid fields', {
          games: [`Not in the catalogue: ${unknown.join(', ')}`],
        });
      }
      const saving = db.transaction(async (tx) => {
        const now = clock();
        const campaign = await upsertCampaign(
          tx,
          {
            groupKey: input.group_key,
            title: input.title,
            kind: input.kind,
            active: input.active,
            depositNumber: input.deposit_number,
            matchPercent: input.match_percent,
            amountCents: input.amount_cents,
            minDepositCents: input.min_deposit_cents,
            maxBetCents: input.max_bet_cents,
            wagerMultiplier: input.wager_multiplier,
            contributions: input.contributions,
            activationDays: input.activation_days,
            activationDelayMinutes: input.activation_delay_minutes,
            wagerDays: input.wager_days,
            code: input.code?.toUpperCase() ?? null,
            requiresPick: input.requires_pick,
            countries: input.countries,
            excludedGroups: input.excluded_groups,
            freespinsCount: input.freespins_count,
            games: input.games,
          },
          now,
        );
        await audit.record(
          'bonus_campaign_saved',
          { origin, details: { group_key: campaign.groupKey, id: campaign.id } },
          tx,
        );
        return campaign;
      });
      return saving.catch((error: unknown) => {
        // Another campaign's coupon code: the index decides, so two saves at once cannot both take it.
        if (isUniqueViolation(error, 'bonus_campaigns_code_idx')) {
          throw new AppError('VALIDATION_FAILED', 'Another campaign uses this code', { code: ['validation.taken'] });
        }
        throw error;
      });
    },
  };
}
