import { BONUS_STAGES, FINISHED_BONUS_STAGES, FREESPINS_STAGES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { freespinsGift, playerBonus } from '../test/bonus-fixtures';
import {
  freespinsSectionOf,
  giftKey,
  giftSections,
  initialSection,
  isFreespins,
  issuedCount,
  sectionOf,
} from './gift-sections';

describe('gift sections', () => {
  it('puts issued gifts in New, waiting and wagering ones in Active, and the contracts’ finished stages in Finished', () => {
    expect(BONUS_STAGES.filter((stage) => sectionOf(stage) === 'new')).toEqual(['issued']);
    expect(BONUS_STAGES.filter((stage) => sectionOf(stage) === 'active')).toEqual(['wait', 'handle_bets']);
    expect(BONUS_STAGES.filter((stage) => sectionOf(stage) === 'finished')).toEqual([...FINISHED_BONUS_STAGES]);
  });

  it('sorts each section newest first', () => {
    const older = playerBonus({ id: 1, stage: 'issued', created_at: '2026-11-01T00:00:00Z' });
    const newer = playerBonus({ id: 2, stage: 'issued', created_at: '2026-11-05T00:00:00Z' });
    const wagering = playerBonus({ id: 3, stage: 'handle_bets' });
    const expired = playerBonus({ id: 4, stage: 'expired' });
    const lost = playerBonus({ id: 5, stage: 'lost', created_at: '2026-11-30T00:00:00Z' });
    const sections = giftSections([older, expired, wagering, newer, lost]);
    expect(sections.new.map((bonus) => bonus.id)).toEqual([2, 1]);
    expect(sections.active.map((bonus) => bonus.id)).toEqual([3]);
    expect(sections.finished.map((bonus) => bonus.id)).toEqual([5, 4]);
  });

  it('puts issued free spins in New, activated ones in Active, and the ended ones in Finished', () => {
    expect(FREESPINS_STAGES.filter((stage) => freespinsSectionOf(stage) === 'new')).toEqual(['issued']);
    expect(FREESPINS_STAGES.filter((stage) => freespinsSectionOf(stage) === 'active')).toEqual(['activated']);
    expect(FREESPINS_STAGES.filter((stage) => freespinsSectionOf(stage) === 'finished')).toEqual([
      'finished',
      'canceled',
      'expired',
    ]);
  });

  it('merges free spins with the bonuses of each section, newest first, keyed apart', () => {
    const bonus = playerBonus({ id: 1, stage: 'issued', created_at: '2026-11-01T00:00:00Z' });
    const spins = freespinsGift({ id: 1, stage: 'issued', created_at: '2026-11-03T00:00:00Z' });
    const playing = freespinsGift({ id: 2, stage: 'activated', freespins_performed: 3 });
    const wagering = playerBonus({ id: 3, stage: 'handle_bets' });
    const canceled = freespinsGift({ id: 4, stage: 'canceled' });
    const sections = giftSections([bonus, wagering], [canceled, playing, spins]);
    expect(sections.new.map(giftKey)).toEqual(['freespins-1', 'bonus-1']);
    expect(sections.active.map(giftKey).sort()).toEqual(['bonus-3', 'freespins-2']);
    expect(sections.finished.map(giftKey)).toEqual(['freespins-4']);
    expect(sections.new.map(isFreespins)).toEqual([true, false]);
    expect(initialSection(giftSections([], [playing]))).toBe('active');
  });

  it('opens on the gifts waiting for the player, else on the running ones', () => {
    expect(initialSection(giftSections([playerBonus({ stage: 'wait' }), playerBonus({ id: 2 })]))).toBe('new');
    expect(initialSection(giftSections([playerBonus({ stage: 'wait' })]))).toBe('active');
    expect(initialSection(giftSections([playerBonus({ stage: 'canceled' })]))).toBe('finished');
    expect(initialSection(giftSections([]))).toBe('new');
  });

  it('counts the issued gifts for the header, none while the list is unknown', () => {
    expect(issuedCount([playerBonus(), playerBonus({ id: 2 }), playerBonus({ id: 3, stage: 'wait' })])).toBe(2);
    expect(issuedCount(undefined)).toBe(0);
    expect(issuedCount([freespinsGift(), freespinsGift({ id: 2, stage: 'activated' })])).toBe(1);
  });
});
