import {
  PEGFALL_RISKS,
  PEGFALL_ROWS,
  TOWER_DIFFICULTIES,
  WHEEL_SEGMENTS_TENTHS,
  type FairSeeds,
  type PegfallRisk,
  type PegfallRows,
  type TowerDifficulty,
  type WheelRisk,
} from '@casino/game-engine';
import { DEFAULT_CHOICES, isVerifiableGame, type EngineGame, type GameChoices } from './verify-round';
import type { SlotMathsRef } from './verify-slot-round';

/** What the player typed, as typed: the form keeps strings so a half-written number is not lost. */
export type FairFormValues = {
  serverSeed: string;
  commitment: string;
  clientSeed: string;
  nonce: string;
  /** As the address gave it: a game the page does not check yet is shown as a field error, not swapped for another. */
  game: string;
  diceTarget: string;
  diceDirection: 'under' | 'over';
  mines: string;
  kenoPicks: string;
  pegfallRows: string;
  pegfallRisk: PegfallRisk;
  towerDifficulty: TowerDifficulty;
  towerFloors: string;
  wheelRisk: WheelRisk;
  /** A video slot's maths id and version: which published reels and pays the round was played on. */
  maths: string;
  version: string;
};

export const TOWER_DIFFICULTY_NAMES = Object.keys(TOWER_DIFFICULTIES) as TowerDifficulty[];
export const WHEEL_RISKS = Object.keys(WHEEL_SEGMENTS_TENTHS) as WheelRisk[];
/** A studio tower has 1 to 12 floors (8 unless its game says otherwise). */
export const TOWER_FLOORS = Array.from({ length: 12 }, (_, index) => index + 1);

/** The fields that can be wrong; each names its message under `provablyFair.errors`. */
export type FairFieldError =
  | 'serverSeed'
  | 'clientSeed'
  | 'nonce'
  | 'commitment'
  | 'game'
  | 'diceTarget'
  | 'mines'
  | 'kenoPicks'
  | 'maths'
  | 'version'
  | 'mathsNotFound';

export type FairFormErrors = Partial<Record<keyof FairFormValues, FairFieldError>>;

type ParsedSeeds = { ok: true; seeds: FairSeeds; commitment: string; choices: GameChoices };

export type ParsedForm =
  | (ParsedSeeds & { game: EngineGame })
  | (ParsedSeeds & { game: 'slot'; slot: SlotMathsRef })
  | { ok: false; errors: FairFormErrors };

/**
 * The address a game's history links to: `?server_seed=&client_seed=&nonce=&game=` (and `commitment=`), with
 * `maths=&version=` for a video slot.
 */
export function valuesFromQuery(params: URLSearchParams): FairFormValues {
  const game = params.get('game');
  return {
    serverSeed: params.get('server_seed') ?? '',
    commitment: params.get('commitment') ?? '',
    clientSeed: params.get('client_seed') ?? '',
    nonce: params.get('nonce') ?? '',
    game: game ?? 'dice',
    diceTarget: (DEFAULT_CHOICES.diceTargetHundredths / 100).toFixed(2),
    diceDirection: DEFAULT_CHOICES.diceDirection,
    mines: String(DEFAULT_CHOICES.mines),
    kenoPicks: '',
    pegfallRows: String(DEFAULT_CHOICES.pegfallRows),
    pegfallRisk: DEFAULT_CHOICES.pegfallRisk,
    towerDifficulty: DEFAULT_CHOICES.towerDifficulty,
    towerFloors: String(DEFAULT_CHOICES.towerFloors),
    wheelRisk: DEFAULT_CHOICES.wheelRisk,
    maths: params.get('maths') ?? '',
    version: params.get('version') ?? '',
  };
}

export function queryFromValues(values: FairFormValues): URLSearchParams {
  const params = new URLSearchParams({
    server_seed: values.serverSeed,
    client_seed: values.clientSeed,
    nonce: values.nonce.trim(),
    game: values.game,
  });
  if (values.commitment.trim()) params.set('commitment', values.commitment.trim());
  if (values.game === 'slot') {
    params.set('maths', values.maths.trim());
    params.set('version', values.version.trim());
  }
  return params;
}

const WHOLE = /^\d+$/;
const COMMITMENT = /^[0-9a-f]{64}$/i;
/** A dice target as the game offers it: 0.01 to 99.99, at most two decimals (a comma is read as the point). */
const TARGET = /^\d{1,2}([.,]\d{1,2})?$/;
/** A maths id as the server names one (a catalogue slug). */
const MATHS_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

function parseKenoPicks(text: string): number[] | undefined {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.some((part) => !WHOLE.test(part))) return undefined;
  const picks = parts.map(Number);
  if (picks.length > 10 || new Set(picks).size !== picks.length || picks.some((n) => n < 1 || n > 40)) return undefined;
  return picks;
}

/**
 * Checks every field the chosen game needs. Seeds are taken exactly as typed (a space is part of a seed), since the
 * HMAC is over their exact bytes; only the nonce and the numbers are trimmed.
 */
export function parseFairForm(values: FairFormValues): ParsedForm {
  const errors: FairFormErrors = {};
  if (values.serverSeed === '') errors.serverSeed = 'serverSeed';
  if (values.clientSeed === '') errors.clientSeed = 'clientSeed';
  const nonceText = values.nonce.trim();
  const nonce = Number(nonceText);
  if (!WHOLE.test(nonceText) || !Number.isSafeInteger(nonce)) errors.nonce = 'nonce';
  const commitment = values.commitment.trim();
  if (commitment !== '' && !COMMITMENT.test(commitment)) errors.commitment = 'commitment';
  const game = values.game;
  if (!isVerifiableGame(game)) errors.game = 'game';

  const targetText = values.diceTarget.trim();
  const diceTargetHundredths = Math.round(Number(targetText.replace(',', '.')) * 100);
  if (values.game === 'dice' && (!TARGET.test(targetText) || diceTargetHundredths < 1 || diceTargetHundredths > 9999)) {
    errors.diceTarget = 'diceTarget';
  }
  const mines = Number(values.mines.trim());
  if (values.game === 'mines' && (!WHOLE.test(values.mines.trim()) || mines < 1 || mines > 24)) errors.mines = 'mines';
  const kenoPicks = parseKenoPicks(values.kenoPicks);
  if (values.game === 'keno' && !kenoPicks) errors.kenoPicks = 'kenoPicks';
  const rows = Number(values.pegfallRows);
  const pegfallRows = (PEGFALL_ROWS as readonly number[]).includes(rows) ? (rows as PegfallRows) : 16;
  const pegfallRisk = PEGFALL_RISKS.includes(values.pegfallRisk) ? values.pegfallRisk : 'medium';
  const floors = Number(values.towerFloors);
  const towerFloors = TOWER_FLOORS.includes(floors) ? floors : DEFAULT_CHOICES.towerFloors;
  const towerDifficulty = TOWER_DIFFICULTY_NAMES.includes(values.towerDifficulty) ? values.towerDifficulty : 'medium';
  const wheelRisk = WHEEL_RISKS.includes(values.wheelRisk) ? values.wheelRisk : 'medium';
  const maths = values.maths.trim();
  const versionText = values.version.trim();
  const version = Number(versionText);
  if (game === 'slot' && !MATHS_ID.test(maths)) errors.maths = 'maths';
  if (game === 'slot' && (!WHOLE.test(versionText) || !Number.isSafeInteger(version) || version < 1)) {
    errors.version = 'version';
  }

  if (Object.keys(errors).length > 0 || !isVerifiableGame(game)) return { ok: false, errors };
  const parsed: ParsedSeeds = {
    ok: true,
    seeds: { serverSeed: values.serverSeed, clientSeed: values.clientSeed, nonce },
    commitment,
    choices: {
      diceTargetHundredths,
      diceDirection: values.diceDirection,
      mines,
      kenoPicks: kenoPicks ?? [],
      pegfallRows,
      pegfallRisk,
      towerDifficulty,
      towerFloors,
      wheelRisk,
    },
  };
  return game === 'slot' ? { ...parsed, game, slot: { maths, version } } : { ...parsed, game };
}
