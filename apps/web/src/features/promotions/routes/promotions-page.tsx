import { PromotionsList } from '../components/promotions-list';

/** `/promotions`: every public offer, open to everyone. */
export function PromotionsPage() {
  return <PromotionsList />;
}
