/**
 * The coins the cashier takes (platform-core §9): deposits to one address per player and coin, withdrawals to an
 * address, with the spec's limits in whole coins. BCH has no figure in the spec: its maximum here is worth about
 * what the BTC maximum is.
 */
export type Coin = {
  code: 'BTC' | 'ETH' | 'LTC' | 'BCH' | 'DOG' | 'USDT';
  name: string;
  /**
   * The payment URI scheme a wallet app opens from the QR code (BIP-21 and its siblings). None for USDT: it is an
   * ERC-20 token, and `ethereum:<address>` asks a wallet for ether, which this address would never credit.
   */
  uriScheme: string | null;
  depositMin: number;
  withdrawMin: number;
  withdrawMax: number;
  /** Mainnet and test-network address forms. */
  address: RegExp;
};

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';

export const COINS: readonly Coin[] = [
  {
    code: 'BTC',
    name: 'Bitcoin',
    uriScheme: 'bitcoin',
    depositMin: 0.0001,
    withdrawMin: 0.0001,
    withdrawMax: 0.4,
    address: new RegExp(`^((bc1|tb1)[02-9ac-hj-np-z]{20,80}|[13mn2]${BASE58}{25,39})$`),
  },
  {
    code: 'ETH',
    name: 'Ethereum',
    uriScheme: 'ethereum',
    depositMin: 0.0001,
    withdrawMin: 0.0001,
    withdrawMax: 12,
    address: /^0x[0-9a-fA-F]{40}$/,
  },
  {
    code: 'LTC',
    name: 'Litecoin',
    uriScheme: 'litecoin',
    depositMin: 0.0001,
    withdrawMin: 0.0001,
    withdrawMax: 60,
    address: new RegExp(`^((ltc1|tltc1)[02-9ac-hj-np-z]{20,80}|[LMm3Q]${BASE58}{25,39})$`),
  },
  {
    code: 'BCH',
    name: 'Bitcoin Cash',
    uriScheme: 'bitcoincash',
    depositMin: 0.0001,
    withdrawMin: 0.0001,
    withdrawMax: 80,
    address: /^((bitcoincash|bchtest):)?[qp][02-9ac-hj-np-z]{40,60}$/,
  },
  {
    code: 'DOG',
    name: 'Dogecoin',
    uriScheme: 'dogecoin',
    depositMin: 0.0001,
    withdrawMin: 0.0001,
    withdrawMax: 1_600_000,
    address: new RegExp(`^[DAn29]${BASE58}{25,39}$`),
  },
  {
    code: 'USDT',
    name: 'Tether (ERC-20)',
    uriScheme: null,
    depositMin: 20,
    withdrawMin: 25,
    withdrawMax: 4_000,
    address: /^0x[0-9a-fA-F]{40}$/,
  },
];

export const findCoin = (code: string) => COINS.find((coin) => coin.code === code);

/**
 * What the deposit QR code encodes: `bitcoin:<address>` and the like, so a wallet app opens a payment to it. A
 * Bitcoin Cash address written with its prefix (`bitcoincash:q…`, `bchtest:q…`) is already such a URI; a coin
 * without a standard scheme gets the bare address, which every wallet's scanner reads.
 */
export function paymentUri(coin: Pick<Coin, 'uriScheme'>, address: string): string {
  if (!coin.uriScheme || /^[a-z]+:/.test(address)) return address;
  return `${coin.uriScheme}:${address}`;
}

/** Rates are read to 10 decimal places: a rate is an integer of 1e-10 units before any multiplication. */
const RATE_SCALE = 10_000_000_000n;

/**
 * Coins received, in the wallet's currency: `floor(coin minor units × rate × wallet subunits / coin subunits)`,
 * computed in integers after rounding the rate (which already has the provider's fee taken off) to 10 decimal
 * places. Rounded down, so a conversion never credits more than the coins were worth.
 */
export function convertCoins(coinMinor: number, coinSubunits: number, rate: number, walletSubunits: number): number {
  const scaledRate = BigInt(Math.round(rate * Number(RATE_SCALE)));
  const credited = (BigInt(coinMinor) * scaledRate * BigInt(walletSubunits)) / (BigInt(coinSubunits) * RATE_SCALE);
  return Number(credited);
}
