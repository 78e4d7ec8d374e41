import { createHash, randomBytes } from 'node:crypto';
import type { GameSession, GameSessionRequest, License, SeedRotation, StudioSession } from '@casino/contracts';
import { DEMO_BALANCE_MINOR_UNITS, DEMO_CURRENCY, licenceRules, liveChannel } from '@casino/contracts';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { GamesService } from '../games';
import { assertNotExcluded } from '../user-limits';
import { findEnabledCurrency, findUserById } from '../users';
import type { WalletsService } from '../wallets';
import { assertProfileCompleteForRealPlay } from './profile-requirements';
import type { FamilyMaths } from './family-maths';
import { DEMO_COIN_CURRENCY } from './families/slot';
import { familyOf } from './replay';
import type { SlotParams } from './families/slot';
import type { PlayableFreespins } from './slot-freespins';
import { playableInSlot } from './slot-freespins';
import { slotSessionOf } from './slot-session';
import type { Seeds } from './seeds';
import { demoOwner, playerOwner, publicSeeds } from './seeds';
import { exponentOf, stakeBounds } from './stake-bounds';
import type { StudioSessionContext, StudioRounds } from './studio-rounds';
import { resolveStudioGame } from './studio-catalogue';
import type { StudioSessionRow } from './studio.repository';
import {
  findSessionByTokenHash,
  findUnfinishedRound,
  hasUnfinishedRound,
  insertSession,
  setDemoBalance,
  touchSession,
  unfinishedCurrencies,
} from './studio.repository';

/** A frame left alone this long needs relaunching; no session outlives the absolute bound, however busy. */
export const STUDIO_SESSION_IDLE_MS = 12 * 60 * 60_000;
export const STUDIO_SESSION_MAX_MS = 24 * 60 * 60_000;
// Writing last-seen on every call would make each game click a write; a minute's precision is plenty for 12 hours.
const TOUCH_EVERY_MS = 60_000;

/**
 * A live catalogue game the studio runs is a live table: shared rounds, bet on through the live calls. So is a crash
 * game played for real: every player flies the same rounds (demo play stays a round of one's own, on play money).
 */
const isLiveTable = (game: { categories: readonly string[] }, family: string, mode: string) =>
  game.categories.includes('live') || (family === 'crash' && mode === 'real');

/** Who launches: the signed-in player (null for a guest), where from, and the lobby session. */
export type Launcher = {
  userId: number | null;
  playerSessionId: number | null;
  country: string;
};

type Deps = {
  db: Database;
  clock: Clock;
  games: GamesService;
  wallets: WalletsService;
  seeds: Seeds;
  rounds: StudioRounds;
  maths: FamilyMaths;
  playableFreespins?: PlayableFreespins | undefined;
};

export type StudioService = ReturnType<typeof createStudioService>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Game sessions of the studio: the launch call of the lobby's game page, and the session a game frame then works
 * in (docs/studio.md). A session is bound to one game, mode and currency; its token is the frame's only credential.
 */
export function createStudioService({ db, clock, games, wallets, seeds, rounds, maths, playableFreespins }: Deps) {
  /**
   * The studio game behind a session's catalogue identifier, with its family and recorded parameters. The session
   * proves the game was in the catalogue: gone, it was withdrawn (GAME_UNAVAILABLE).
   */
  function studioGame(identifier: string) {
    const entry = games.studioGame(identifier);
    if (!entry) throw new AppError('GAME_UNAVAILABLE', 'This game is not available');
    const resolved = entry.studio ? resolveStudioGame(entry.studio) : undefined;
    return { ...entry, resolved };
  }

  /** The game a launch names: not found (404) unless the operator withdrew it (GAME_UNAVAILABLE). */
  async function launchedGame(identifier: string) {
    if (games.studioGame(identifier) === undefined && !(await games.isWithdrawn(identifier))) throw notFound('Game');
    return studioGame(identifier);
  }

  async function realCurrency(userId: number, requested: string | undefined, accepted: Record<string, unknown>) {
    const user = await findUserById(db, userId);
    if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
    const currency = requested ?? user.currency;
    const held = currency !== DEMO_CURRENCY && (await wallets.account(db, userId, currency)) !== undefined;
    if (!held || !(currency in accepted)) {
      throw new AppError('GAME_CURRENCY_UNSUPPORTED', `This game does not play in ${currency}`, {
        currency: ['validation.invalid'],
      });
    }
    return { currency, licence: user.licenseName };
  }

  async function balanceOf(session: StudioSessionRow): Promise<number> {
    if (session.mode === 'demo') return session.demoBalance ?? 0;
    if (session.userId === null) return 0;
    return (await wallets.account(db, session.userId, session.currency))?.amount_cents ?? 0;
  }

  async function subunitsOf(currency: string): Promise<number> {
    if (currency === DEMO_CURRENCY) return 100;
    return (await findEnabledCurrency(db, currency))?.subunitsToUnit ?? 100;
  }

  return {
    /**
     * `POST /api/games/{provider}/{slug}/session`. Refusals, in order: no such game (404), withdrawn from the
     * catalogue (GAME_UNAVAILABLE), not offered in the visitor's country (451), real play by a guest (403: the page
     * sends the guest to registration, and a 401 would read as a lost sign-in), no studio family running it
     * (GAME_UNAVAILABLE), no demo (GAME_DEMO_UNAVAILABLE), a currency the game or the player's wallets do not have
     * (GAME_CURRENCY_UNSUPPORTED), real play under a licence whose profile fields the player has not filled in
     * (GAME_PROFILE_INCOMPLETE, naming them).
     */
    async launch(identifier: string, request: GameSessionRequest, launcher: Launcher): Promise<GameSession> {
      const { game, restrictedIn, resolved } = await launchedGame(identifier);
      if (restrictedIn.has(launcher.country)) {
        throw new AppError('GAME_RESTRICTED_IN_REGION', 'This game is not available in your region');
      }
      if (request.mode === 'real' && launcher.userId === null) {
        throw new AppError('FORBIDDEN', 'Sign up or sign in to play for real money');
      }
      if (!resolved) throw new AppError('GAME_UNAVAILABLE', 'This game is not available');
      // A slot's maths version is stored (generated for a catalogue title's first) before anyone plays it.
      await maths.load(db, resolved.family.id, resolved.params);
      // A cooling-off or self-exclusion stops real play at the door, not only at the first stake (docs/responsible-
      // gambling.md); demo play stays open, as it moves no money.
      if (request.mode === 'real' && launcher.userId !== null) {
        await assertNotExcluded(db, launcher.userId, clock());
        await assertProfileCompleteForRealPlay(db, launcher.userId);
      }
      if (request.mode === 'demo' && !game.has_demo_mode) {
        throw new AppError('GAME_DEMO_UNAVAILABLE', 'This game has no demo');
      }
      const real =
        request.mode === 'real' && launcher.userId !== null
          ? await realCurrency(launcher.userId, request.currency, game.currencies)
          : undefined;
      // A guest's licence follows the country, as the lobby's does: Great Britain is the UK-style one.
      const guestLicence: License = launcher.country === 'GB' ? 'UKGC' : 'CW';
      const licence =
        real?.licence ??
        (launcher.userId === null ? guestLicence : ((await findUserById(db, launcher.userId))?.licenseName ?? 'CW'));
      const locale = request.locale ?? 'en';
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      const session = await insertSession(db, {
        tokenHash: hashToken(token),
        userId: launcher.userId,
        playerSessionId: real ? launcher.playerSessionId : null,
        game: game.identifier,
        family: resolved.family.id,
        mode: request.mode,
        currency: real?.currency ?? DEMO_CURRENCY,
        demoBalance: real ? null : DEMO_BALANCE_MINOR_UNITS,
        licence,
        locale,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + STUDIO_SESSION_MAX_MS),
      });
      return {
        launch_url: `/studio/?session=${encodeURIComponent(token)}&locale=${encodeURIComponent(locale)}`,
        session_id: token,
        game: game.identifier,
        mode: session.mode,
        currency: session.currency,
        expires_at: session.expiresAt.toISOString(),
      };
    },

    /** The frame's session from its token: unknown, ended, idle too long or past its bound is GAME_SESSION_INVALID. */
    async resolve(token: string | undefined): Promise<StudioSessionContext> {
      const now = clock();
      const session = token && token.length <= 64 ? await findSessionByTokenHash(db, hashToken(token)) : undefined;
      if (
        !session ||
        session.endedAt !== null ||
        session.expiresAt <= now ||
        session.lastSeenAt.getTime() + STUDIO_SESSION_IDLE_MS <= now.getTime()
      ) {
        throw new AppError('GAME_SESSION_INVALID', 'This game session has ended: open the game again');
      }
      if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await touchSession(db, session.id, now);
      const owner =
        session.mode === 'real' && session.userId !== null ? playerOwner(session.userId) : demoOwner(session.id);
      return { ...session, owner };
    },

    /**
     * The game's current parameters for a new round; GAME_UNAVAILABLE once the game left the catalogue. A slot round
     * also records the currency its coin values come from (play money plays on the euro's).
     */
    paramsFor(session: StudioSessionContext): Record<string, unknown> {
      const { resolved } = studioGame(session.game);
      if (!resolved || resolved.family.id !== session.family) {
        throw new AppError('GAME_UNAVAILABLE', 'This game is not available');
      }
      if (isLiveTable(studioGame(session.game).game, session.family, session.mode)) {
        throw new AppError('CONFLICT', 'Bets at a live table are placed on its shared rounds');
      }
      if (session.family !== 'slot') return resolved.params;
      const coinCurrency = session.currency === DEMO_CURRENCY ? DEMO_COIN_CURRENCY : session.currency;
      return { ...resolved.params, coinCurrency };
    },

    async stakeBoundsOf(session: StudioSessionContext) {
      return stakeBounds(await subunitsOf(session.currency));
    },

    /** `GET /api/studio/session`: the frame's first screen, resuming an interrupted round (RTS 10). */
    async sessionView(session: StudioSessionContext): Promise<StudioSession> {
      if (session.mode === 'real') await rounds.settleUnsettled(session.owner);
      const { game, resolved } = studioGame(session.game);
      const family = familyOf(session.family);
      const seedRow = await db.transaction((tx) => seeds.active(tx, session.owner));
      const subunits = await subunitsOf(session.currency);
      const bounds = stakeBounds(subunits);
      const balance = await balanceOf(session);
      const open = await findUnfinishedRound(db, session.owner, session.game, session.currency);
      const params = resolved?.params ?? family.defaults;
      await maths.load(db, family.id, params);
      const expanded = maths.expand(family.id, params);
      const exactRtp = family.exactRtp(expanded);
      const hundredths = (exactRtp.n * 10_000n) / exactRtp.d;
      const rules = licenceRules(session.licence);
      const coinCurrency = session.currency === DEMO_CURRENCY ? DEMO_COIN_CURRENCY : session.currency;
      const { definition } = expanded as SlotParams;
      const [freespins = null] =
        family.id === 'slot' && definition ? await playableInSlot(playableFreespins, session, definition) : [];
      return {
        game: {
          identifier: game.identifier,
          title: game.title,
          family: family.id,
          params,
          payout: `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`,
        },
        mode: session.mode,
        currency: session.currency,
        currency_exponent: exponentOf(subunits),
        balance,
        min_stake: bounds.min,
        max_stake: bounds.max,
        seeds: publicSeeds(seedRow),
        open_round: open && open.status === 'open' ? await rounds.view(open, balance) : null,
        licence: {
          autoplay: rules.autoplay,
          turbo: rules.autoplay && rules.minSpinMs === 0,
          slam_stop: rules.slamStop,
          min_spin_ms: rules.minSpinMs,
        },
        slot: family.id === 'slot' ? slotSessionOf(expanded, coinCurrency, bounds) : null,
        freespins,
        live: isLiveTable(game, family.id, session.mode)
          ? { table: game.identifier, channel: liveChannel(game.identifier) }
          : null,
        locale: session.locale,
      };
    },

    rotateSeeds: (session: StudioSessionContext, clientSeed?: string): Promise<SeedRotation> =>
      seeds.rotate(session.owner, clientSeed),

    /** Test only (STUDIO_TEST_SEEDS): the next pair's server seed chosen by the caller. */
    chooseTestSeeds: (session: StudioSessionContext, serverSeed: string, clientSeed: string): Promise<SeedRotation> =>
      seeds.rotate(session.owner, clientSeed, serverSeed),

    /** `POST /api/studio/demo/reset`: play money back to the starting balance, between rounds. */
    async resetDemo(session: StudioSessionContext): Promise<{ balance: number }> {
      if (session.mode !== 'demo') throw new AppError('FORBIDDEN', 'Only a demo balance can be topped up');
      if (await hasUnfinishedRound(db, session.owner)) {
        throw new AppError('ROUND_IN_PROGRESS', 'Finish the open round first');
      }
      await setDemoBalance(db, session.id, DEMO_BALANCE_MINOR_UNITS);
      return { balance: DEMO_BALANCE_MINOR_UNITS };
    },

    /** The game object's `unfinished_games_for` for a signed-in player: currencies with an open round of the game. */
    unfinishedGamesFor: (userId: number, identifier: string) => unfinishedCurrencies(db, userId, identifier),
  };
}
