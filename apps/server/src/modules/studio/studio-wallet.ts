import { AppError } from '../../lib/app-error';
import type { GameIntegration, GameWalletService, WalletAnswer } from '../game-wallet';
import { ProtocolError } from '../game-wallet';
import type { GamesService } from '../games';
import type { WalletAction } from './replay';

/** The studio's name as a wallet integration: its rounds are in the books as `game:studio:<action_id>`. */
export const STUDIO_INTEGRATION = 'studio';

export type StudioWallet = ReturnType<typeof createStudioWallet>;

/** A refusal of the wallet, as the studio's caller sees it. */
function refusal(error: ProtocolError): AppError {
  switch (error.kind) {
    case 'NOT_ENOUGH_FUNDS':
      return new AppError('INSUFFICIENT_FUNDS', 'Not enough money for this stake');
    // A responsible-gambling limit (the limits issue): a refusal the player can read, not a lost session.
    case 'LIMIT_REACHED':
      return new AppError('LIMIT_REACHED', 'A limit on your account stops this stake');
    case 'BONUS_MAX_BET':
      return new AppError('BONUS_MAX_BET', error.message);
    case 'CURRENCY_MISMATCH':
      return new AppError('GAME_CURRENCY_UNSUPPORTED', 'This game does not play in this currency');
    case 'GAME_NOT_AVAILABLE':
      return new AppError('GAME_UNAVAILABLE', 'This game is not available');
    case 'UNKNOWN_PLAYER':
      return new AppError('GAME_SESSION_INVALID', 'This game session has ended');
    case 'MALFORMED':
    case 'BAD_SIGNATURE':
      return new AppError('CONFLICT', error.message);
  }
}

/**
 * The studio as a provider of the seamless-wallet protocol, called in process with the same requests and answers a
 * third-party provider sends over HTTP (docs/game-protocol.md). It serves every catalogue provider that has studio
 * games, with a secret of its own derived for the site.
 */
export function createStudioWallet({
  secret,
  gameWallet,
  games,
}: {
  /** The integration's shared secret: unused in process, kept so the integration is like any other. */
  secret: string;
  gameWallet: GameWalletService;
  games: GamesService;
}) {
  let registered: GameIntegration | undefined;

  /** Registers (or widens) the studio's integration; a no-op when it already serves every studio provider. */
  async function ensureIntegration(): Promise<GameIntegration> {
    const providers = games.studioProviders();
    const serves = (integration: GameIntegration | undefined) =>
      integration !== undefined && providers.every((provider) => integration.providers.includes(provider));
    if (registered && serves(registered)) return registered;
    const current = await gameWallet.integration(STUDIO_INTEGRATION);
    if (!serves(current)) {
      const earlier: readonly string[] = current?.providers ?? [];
      const served = [...new Set([...earlier, ...providers])].sort();
      await gameWallet.saveIntegration(
        { name: STUDIO_INTEGRATION, secret, providers: served },
        { ip: '127.0.0.1', userAgent: 'studio start-up' },
      );
    }
    registered = await gameWallet.integration(STUDIO_INTEGRATION);
    if (!registered) throw new Error('the studio wallet integration could not be registered');
    return registered;
  }

  return {
    ensureIntegration,

    /** Sends a round's wallet actions; a refusal becomes the studio's coded error. */
    async play(request: {
      userId: number;
      currency: string;
      game: string;
      gameId: string;
      finished: boolean;
      actions: WalletAction[];
      /** A round of the casino's free spins: the wallet stakes it from bonus funding. */
      freespinsId?: number | null;
    }): Promise<WalletAnswer> {
      const integration = await ensureIntegration();
      try {
        return await gameWallet.play(integration, {
          user_id: String(request.userId),
          currency: request.currency,
          game: request.game,
          game_id: request.gameId,
          finished: request.finished,
          actions: request.actions,
          ...(request.freespinsId ? { freespins_id: String(request.freespinsId) } : {}),
        });
      } catch (error) {
        if (!(error instanceof ProtocolError)) throw error;
        // Free spins that ended or ran out between the frame's look and its spin: nothing was staked.
        const spinsGone = error.kind === 'MALFORMED' || error.kind === 'GAME_NOT_AVAILABLE';
        if (request.freespinsId && spinsGone) throw new AppError('FREESPINS_UNAVAILABLE', error.message);
        throw refusal(error);
      }
    },

    /**
     * Undoes an earlier action of a round, or, when it has not arrived, records it so that it has no effect if it
     * does. Asking again changes nothing.
     */
    async rollback(request: {
      userId: number;
      currency: string;
      game: string;
      gameId: string;
      actionId: string;
      originalActionId: string;
    }): Promise<WalletAnswer> {
      const integration = await ensureIntegration();
      try {
        return await gameWallet.rollback(integration, {
          user_id: String(request.userId),
          currency: request.currency,
          game: request.game,
          game_id: request.gameId,
          actions: [{ action: 'rollback', action_id: request.actionId, original_action_id: request.originalActionId }],
        });
      } catch (error) {
        if (!(error instanceof ProtocolError)) throw error;
        throw refusal(error);
      }
    },
  };
}
