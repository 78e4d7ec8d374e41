import type { ModalBodyProps } from '../../../lib/modals/modal-body';
import { WithdrawPanel } from './withdraw-panel';

/** The withdrawal step (`withdraw`). */
export function WithdrawModalBody(body: ModalBodyProps) {
  return <WithdrawPanel props={body.props} close={body.close} />;
}
