import { PaymentsInfo } from '../components/payments-info';

/** `/payments`: the payment methods and their terms, open to everyone. */
export function PaymentsInfoPage() {
  return <PaymentsInfo />;
}
