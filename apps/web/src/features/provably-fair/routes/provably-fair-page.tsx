import { ProvablyFair } from '../components/provably-fair';

/** `/provably-fair`: replays a round from its revealed seeds, open to everyone. */
export function ProvablyFairPage() {
  return <ProvablyFair />;
}
