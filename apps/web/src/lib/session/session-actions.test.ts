import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllModals, getModalStack, openModal } from '../modals/modal-store';
import { logOut } from './session-actions';

afterEach(() => closeAllModals());

describe('log out', () => {
  it('closes every modal the player had open', async () => {
    openModal({ id: 'personal-info' });
    openModal({ id: 'deposit' });

    await logOut(new QueryClient(), { callServer: false });

    expect(getModalStack()).toEqual([]);
  });
});
