import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../support/manual.clock';
import { FlashService } from '../../../src/application/flash/flash.service';
import { emptyFlash } from '../../../src/domain/flash/flash.rules';
import { current } from '../../support/observed';

const setup = () => {
  const clock = new ManualClock();
  return { clock, flash: new FlashService(clock, clock) };
};

describe('FlashService', () => {
  it('starts empty', () => {
    expect(current(setup().flash.flash$)).toEqual(emptyFlash);
  });

  it('puts a toast in the slot its kind belongs to', () => {
    const { flash } = setup();

    flash.toast('loggedIn');
    flash.toast('loginFailed');

    expect(current(flash.flash$)).toEqual({
      success: 'You have been logged in successfully',
      danger: 'Login failed',
      warning: null,
      info: null,
      flashed: true,
    });
  });

  it('dismisses each message 8 s after it was shown', () => {
    const { clock, flash } = setup();
    flash.show('info', 'first');
    clock.advance(5_000);
    flash.show('warning', 'second');

    clock.advance(2_999);
    expect(current(flash.flash$).info).toBe('first');
    clock.advance(1);
    expect(current(flash.flash$).info).toBeNull();
    expect(current(flash.flash$).warning).toBe('second');
    clock.advance(5_000);
    expect(current(flash.flash$).warning).toBeNull();
    expect(clock.pendingTasks).toBe(0);
  });

  it('restarts the 8 s when a slot gets a new message', () => {
    const { clock, flash } = setup();
    flash.show('success', 'old');
    clock.advance(6_000);
    flash.show('success', 'new');

    clock.advance(6_000);

    expect(current(flash.flash$).success).toBe('new');
    clock.advance(2_000);
    expect(current(flash.flash$).success).toBeNull();
  });

  it('dismisses by hand and resets everything, timers included', () => {
    const { clock, flash } = setup();
    flash.show('success', 'a');
    flash.show('danger', 'b');

    flash.dismiss('success');
    expect(current(flash.flash$)).toMatchObject({ success: null, danger: 'b', flashed: true });
    flash.reset();

    expect(current(flash.flash$)).toEqual(emptyFlash);
    expect(clock.pendingTasks).toBe(0);
  });
});
