import { describe, expect, it } from 'vitest';
import { hashAction } from './hash-actions';

describe('hash actions', () => {
  it.each([
    ['#sign-in', { type: 'modal', modal: 'login' }],
    ['#sign-up', { type: 'modal', modal: 'sign-up' }],
    ['#remind', { type: 'modal', modal: 'remind-password' }],
    ['#new-password', { type: 'modal', modal: 'new-password' }],
    ['#users/password/edit', { type: 'modal', modal: 'new-password' }],
    ['#profile/password/edit', { type: 'modal', modal: 'new-password' }],
    ['#chat', { type: 'chat' }],
    ['#sport', { type: 'sport', sub: undefined }],
    ['#sport_football', { type: 'sport', sub: 'football' }],
    ['#faq-deposits', { type: 'scroll', targetId: 'faq-deposits' }],
    // Names of Object's own members are anchors like any other, never a modal.
    ['#constructor', { type: 'scroll', targetId: 'constructor' }],
    ['#toString', { type: 'scroll', targetId: 'toString' }],
  ])('%s', (hash, action) => {
    expect(hashAction(hash)).toEqual(action);
  });

  it('ignores an empty hash', () => {
    expect(hashAction('')).toBeNull();
    expect(hashAction('#')).toBeNull();
  });

  it('ignores a hash with a malformed escape', () => {
    expect(hashAction('#100%')).toBeNull();
    expect(hashAction('#%E0')).toBeNull();
  });
});
