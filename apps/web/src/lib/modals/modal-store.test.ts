import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAllModals, closeModal, closeModalsNotOn, getModalStack, openModal, replaceTopModal } from './modal-store';

afterEach(() => closeAllModals());

describe('modal stack', () => {
  it('pushes on open and pops on close, calling the close handler', () => {
    const onClose = vi.fn();
    openModal({ id: 'cashbox' });
    openModal({ id: 'deposit', props: { amountProp: '50' } }, { onClose });
    expect(getModalStack().map((entry) => entry.id)).toEqual(['cashbox', 'deposit']);

    closeModal(getModalStack()[1]!.key);
    expect(getModalStack().map((entry) => entry.id)).toEqual(['cashbox']);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('never stacks the modal that is already on top, only refreshes its props', () => {
    openModal({ id: 'login' });
    openModal({ id: 'login', props: { redirect: '/profile' } });
    expect(getModalStack()).toHaveLength(1);
    expect(getModalStack()[0]!.props).toEqual({ redirect: '/profile' });
  });

  it('replaces the top modal in place', () => {
    openModal({ id: 'login' });
    replaceTopModal({ id: 'sign-up' });
    expect(getModalStack().map((entry) => entry.id)).toEqual(['sign-up']);
  });

  it("does not stack a popup route's modal again when the guards re-run for the same address", () => {
    openModal({ id: 'new-password' }, { routePath: '/new-password' });
    // The player moved on inside the route's modal: new password → log in.
    replaceTopModal({ id: 'login' });
    openModal({ id: 'new-password' }, { routePath: '/new-password' });
    expect(getModalStack().map((entry) => entry.id)).toEqual(['login']);

    openModal({ id: 'support-chat' });
    openModal({ id: 'login' }, { routePath: '/new-password' });
    expect(getModalStack().map((entry) => entry.id)).toEqual(['login', 'support-chat']);
  });

  it('closes popup-route modals when the browser leaves their address', () => {
    openModal({ id: 'login' }, { routePath: '/sign-in' });
    openModal({ id: 'support-chat' });
    closeModalsNotOn('/');
    expect(getModalStack().map((entry) => entry.id)).toEqual(['support-chat']);
  });
});
