import { describe, expect, it } from 'vitest';
import {
  KIOSK_PIN_LOCK_MINUTES,
  KIOSK_PIN_MAX_ATTEMPTS,
  STAFF_PIN_LOCK_MINUTES,
  STAFF_PIN_MAX_ATTEMPTS,
  afterRightPin,
  afterWrongKioskPin,
  afterWrongPin,
  isStaffPin,
  pinLockSecondsLeft,
} from './staff-access';

const now = new Date('2026-11-23T10:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('a staff PIN', () => {
  it.each(['1234', '12345', '024680'])('accepts %s', (pin) => expect(isStaffPin(pin)).toBe(true));
  it.each(['123', '1234567', '12a4', ' 1234', '', '１２３４'])('refuses %o', (pin) => expect(isStaffPin(pin)).toBe(false));
});

describe('wrong PINs in a row', () => {
  it('count down the attempts left, then lock the staff member out for a while', () => {
    let attempts = afterRightPin();
    for (let wrong = 1; wrong < STAFF_PIN_MAX_ATTEMPTS; wrong += 1) {
      const next = afterWrongPin(attempts, now);
      expect(next).toEqual({ failedAttempts: wrong, lockedUntil: null, attemptsLeft: STAFF_PIN_MAX_ATTEMPTS - wrong });
      attempts = next;
    }
    const locked = afterWrongPin(attempts, now);
    expect(locked.attemptsLeft).toBe(0);
    expect(locked.lockedUntil).toEqual(later(STAFF_PIN_LOCK_MINUTES * 60));
    expect(pinLockSecondsLeft(locked, now)).toBe(STAFF_PIN_LOCK_MINUTES * 60);
    expect(pinLockSecondsLeft(locked, later(STAFF_PIN_LOCK_MINUTES * 60 - 0.5))).toBe(1);
    expect(pinLockSecondsLeft(locked, later(STAFF_PIN_LOCK_MINUTES * 60))).toBe(0);
  });

  it('start again from one once a lock-out has run out', () => {
    const locked = { failedAttempts: STAFF_PIN_MAX_ATTEMPTS, lockedUntil: now };
    expect(afterWrongPin(locked, later(1))).toEqual({ failedAttempts: 1, lockedUntil: null, attemptsLeft: STAFF_PIN_MAX_ATTEMPTS - 1 });
  });

  it('are forgotten after the right PIN', () => {
    expect(afterRightPin()).toEqual({ failedAttempts: 0, lockedUntil: null });
    expect(pinLockSecondsLeft(afterRightPin(), now)).toBe(0);
  });
});

describe('wrong PINs counted per kiosk', () => {
  it('lock the kiosk once it has seen more wrong PINs in a row than one staff member may type', () => {
    expect(KIOSK_PIN_MAX_ATTEMPTS).toBeGreaterThan(STAFF_PIN_MAX_ATTEMPTS);
    let record = afterRightPin();
    for (let attempt = 1; attempt < KIOSK_PIN_MAX_ATTEMPTS; attempt += 1) {
      const next = afterWrongKioskPin(record, now);
      expect(next.lockedUntil).toBeNull();
      expect(next.attemptsLeft).toBe(KIOSK_PIN_MAX_ATTEMPTS - attempt);
      record = next;
    }
    const locked = afterWrongKioskPin(record, now);
    expect(locked.attemptsLeft).toBe(0);
    expect(pinLockSecondsLeft(locked, now)).toBe(KIOSK_PIN_LOCK_MINUTES * 60);
    expect(afterWrongKioskPin(locked, later(KIOSK_PIN_LOCK_MINUTES * 60)).failedAttempts).toBe(1);
  });
});
