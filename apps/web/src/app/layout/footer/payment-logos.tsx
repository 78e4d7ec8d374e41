import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import styles from './footer-showcase.module.css';

function CryptoMark({ ticker }: { ticker: string }) {
  return (
    <span className={styles.crypto}>
      <span className={styles.coin} />
      {ticker}
    </span>
  );
}

type PaymentBrand = { id: string; name: string; mark: ReactNode };

/** Simplified wordmarks of the payment methods the cashbox offers; names are read out, marks are decoration. */
const BRANDS: readonly PaymentBrand[] = [
  { id: 'visa', name: 'Visa', mark: <span className={styles.visa}>VISA</span> },
  {
    id: 'mastercard',
    name: 'Mastercard',
    mark: (
      <svg width="38" height="24" viewBox="0 0 38 24" aria-hidden="true" focusable="false">
        <circle cx="14" cy="12" r="10" fill="#eb001b" />
        <circle cx="24" cy="12" r="10" fill="#f79e1b" fillOpacity="0.9" />
      </svg>
    ),
  },
  { id: 'skrill', name: 'Skrill', mark: <span className={styles.wordmark}>Skrill</span> },
  { id: 'neteller', name: 'Neteller', mark: <span className={styles.wordmark}>NETELLER</span> },
  { id: 'neosurf', name: 'Neosurf', mark: <span className={styles.wordmark}>Neosurf</span> },
  { id: 'paysafecard', name: 'paysafecard', mark: <span className={styles.wordmark}>paysafecard</span> },
  { id: 'applepay', name: 'Apple Pay', mark: <span className={styles.wordmark}>Apple Pay</span> },
  { id: 'googlepay', name: 'Google Pay', mark: <span className={styles.wordmark}>Google Pay</span> },
  { id: 'bitcoin', name: 'Bitcoin', mark: <CryptoMark ticker="BTC" /> },
  { id: 'ethereum', name: 'Ethereum', mark: <CryptoMark ticker="ETH" /> },
  { id: 'tether', name: 'Tether', mark: <CryptoMark ticker="USDT" /> },
  { id: 'litecoin', name: 'Litecoin', mark: <CryptoMark ticker="LTC" /> },
];

/** Payment logos; Neosurf is not offered to Australian visitors (engagement §2). */
export function PaymentLogos({ label, hideNeosurf }: { label: string; hideNeosurf: boolean }) {
  return (
    <ul className={styles.payments} aria-label={label}>
      {BRANDS.filter((brand) => !(hideNeosurf && brand.id === 'neosurf')).map((brand) => (
        <li key={brand.id} className={styles.payment} data-payment={brand.id}>
          {brand.mark}
          <VisuallyHidden>{brand.name}</VisuallyHidden>
        </li>
      ))}
    </ul>
  );
}
