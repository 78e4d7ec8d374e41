import { CashboxDashboard } from './cashbox-dashboard';

/**
 * The cashbox dashboard's modal (`cashbox`). The deposit and withdrawal steps are modal bodies of their own
 * (`deposit-modal-body`, `withdraw-modal-body`): their forms and the schemas that check them load when the player
 * goes on to one, not with the dashboard a `/cashbox` address opens.
 */
export function CashboxModalBody() {
  return <CashboxDashboard />;
}
