import { afterEach, describe, expect, it } from 'vitest';
import { closeAuthModal, getAuthModal, openAuthModal, resetAuthModal, setAuthPhase } from './modal-store';

describe('auth modal phase', () => {
  afterEach(resetAuthModal);

  it('opens at register by default', () => {
    openAuthModal();
    expect(getAuthModal()).toMatchObject({ open: true, phase: 'register', step: 'setup' });
  });

  it('opens at login where the shopper chose to log in', () => {
    openAuthModal({ phase: 'login' });
    expect(getAuthModal().phase).toBe('login');
  });

  it('does not carry an earlier choice of login into the next default opening', () => {
    openAuthModal({ phase: 'login' });
    closeAuthModal();
    openAuthModal();
    expect(getAuthModal().phase).toBe('register');
    setAuthPhase('login');
    closeAuthModal();
    openAuthModal();
    expect(getAuthModal().phase).toBe('register');
  });
});
