import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterInvalidLogin,
  afterValidLogin,
  COOLDOWN_SECONDS,
  remainingCooldownSeconds,
  statusFailure,
} from '../../src/domain/users/login.rules.ts';
import { humanDuration } from '../../src/domain/users/human-duration.rules.ts';
import type { LoginTracking } from '../../src/domain/users/user.ts';

const fresh: LoginTracking = {
  invalidLoginCount: 0,
  lastInvalidLoginDate: null,
  locked: false,
  lockoutDate: null,
  lastLoginDate: null,
  lastLoginAttemptIp: null,
};
const t0 = new Date('2026-01-01T00:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe('login rules', () => {
  it('counts wrong passwords within an hour and never locks the account, whatever their number', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 899 }), { minLength: 1, maxLength: 30 }),
        (gaps) => {
          let state = fresh;
          let time = 0;
          for (const gap of gaps) {
            time += gap;
            state = afterInvalidLogin(state, at(time), '1.2.3.4');
            expect(state.locked).toBe(false);
            expect(state.lockoutDate).toBeNull();
          }
          expect(state.invalidLoginCount).toBeGreaterThanOrEqual(1);
          expect(state.lastInvalidLoginDate).toEqual(at(time));
        },
      ),
    );
  });

  it('starts counting again when wrong passwords are more than an hour apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 30 }), (attempts) => {
        let state = fresh;
        for (let i = 0; i < attempts; i += 1) state = afterInvalidLogin(state, at(i * 3601), null);
        expect(state.invalidLoginCount).toBe(1);
      }),
    );
  });

  it('the cooldown runs 300 s from the lockout, then nothing remains', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (elapsed) => {
        const remaining = remainingCooldownSeconds({ locked: true, lockoutDate: t0 }, at(elapsed));
        expect(remaining).toBe(Math.max(0, COOLDOWN_SECONDS - elapsed));
      }),
    );
    expect(remainingCooldownSeconds({ locked: false, lockoutDate: t0 }, t0)).toBe(0);
  });

  it('a valid login clears every failure', () => {
    const locked = {
      ...fresh,
      invalidLoginCount: 3,
      locked: true,
      lockoutDate: t0,
      lastInvalidLoginDate: t0,
    };
    expect(afterValidLogin(locked, at(400), '5.6.7.8')).toEqual({
      invalidLoginCount: 0,
      lastInvalidLoginDate: null,
      locked: false,
      lockoutDate: null,
      lastLoginDate: at(400),
      lastLoginAttemptIp: '5.6.7.8',
    });
  });

  it('status checks follow Craft’s order', () => {
    const base = {
      archived: false,
      enabled: true,
      suspended: false,
      pending: false,
      active: true,
      passwordResetRequired: false,
    };
    expect(statusFailure(base)).toBeNull();
    expect(statusFailure({ ...base, suspended: true, pending: true })?.errorCode).toBe(
      'account_suspended',
    );
    expect(statusFailure({ ...base, active: false, pending: true })?.errorCode).toBe(
      'pending_verification',
    );
    expect(statusFailure({ ...base, active: false })?.errorCode).toBe('invalid_credentials');
    expect(statusFailure({ ...base, archived: true })?.errorCode).toBe('invalid_credentials');
    expect(statusFailure({ ...base, passwordResetRequired: true })?.errorCode).toBe(
      'password_reset_required',
    );
  });

  it('human durations round up to the unit Craft names', () => {
    expect([
      humanDuration(300),
      humanDuration(60),
      humanDuration(61),
      humanDuration(1),
      humanDuration(45),
    ]).toEqual(['5 minutes', '1 minute', '2 minutes', '1 second', '45 seconds']);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (s) => {
        expect(humanDuration(s)).toMatch(/^\d+ (second|minute|hour)s?$/);
      }),
    );
  });
});
