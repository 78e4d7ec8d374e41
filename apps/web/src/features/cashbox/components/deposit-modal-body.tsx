import type { ModalBodyProps } from '../../../lib/modals/modal-body';
import { DepositPanel } from './deposit-panel';

/** The deposit step (`deposit`), and its one-click form for saved cards (`deposit-one-click`). */
export function DepositModalBody(body: ModalBodyProps) {
  return <DepositPanel props={body.props} oneClick={body.modal === 'deposit-one-click'} />;
}
