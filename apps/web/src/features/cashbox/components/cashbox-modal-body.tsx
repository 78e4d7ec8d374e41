import type { ModalBodyProps } from '../../../lib/modals/modal-body';
import { CashboxDashboard } from './cashbox-dashboard';
import { DepositPanel } from './deposit-panel';
import { WithdrawPanel } from './withdraw-panel';

/** The cashbox modals: the dashboard, the deposit step (one-click: saved cards only) and the withdrawal step. */
export function CashboxModalBody(body: ModalBodyProps) {
  if (body.modal === 'withdraw') return <WithdrawPanel props={body.props} close={body.close} />;
  if (body.modal === 'deposit' || body.modal === 'deposit-one-click') {
    return <DepositPanel props={body.props} oneClick={body.modal === 'deposit-one-click'} />;
  }
  return <CashboxDashboard />;
}
