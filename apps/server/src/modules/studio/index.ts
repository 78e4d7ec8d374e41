/**
 * The in-house game studio (docs/studio.md): game sessions, provably fair seeds and rounds of its game families,
 * settled through the seamless-wallet protocol like any provider's. Other modules use this entry only.
 */
export { studioGameFacts } from './studio-catalogue';
