import { useParams } from 'react-router';
import { PromotionDetails } from '../components/promotion-details';

/** `/promotions/:slug`: one offer and its whole terms. Keyed by slug, so moving between offers starts afresh. */
export function PromotionPage() {
  const { slug = '' } = useParams();
  return <PromotionDetails key={slug} slug={slug} />;
}
