import { describe, expect, it } from 'vitest';
import { deliveryWindow } from './delivery-window';

describe('deliveryWindow', () => {
  it('adds the least and most transit days to today, in calendar days, as short dates of the language', () => {
    const today = new Date(2026, 10, 25, 23, 30);
    expect(deliveryWindow('en', { min: 7, max: 12 }, today)).toEqual({ from: 'Dec 2', to: 'Dec 7' });
    expect(deliveryWindow('zh-Hans', { min: 7, max: 12 }, today)).toEqual({ from: '12月2日', to: '12月7日' });
  });

  it('runs over the month and the year', () => {
    expect(deliveryWindow('en', { min: 3, max: 10 }, new Date(2026, 11, 28))).toEqual({ from: 'Dec 31', to: 'Jan 7' });
    expect(deliveryWindow('en', { min: 5, max: 5 }, new Date(2028, 1, 25))).toEqual({ from: 'Mar 1', to: 'Mar 1' });
  });
});
