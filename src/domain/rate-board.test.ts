import { describe, expect, it } from 'vitest';
import { boardFigures, boardRateText, currencyFlagRegion } from './rate-board';

describe('boardFigures', () => {
  it('reads we buy from X→CAD and we sell as the inverse of CAD→X, as the counter prices them', () => {
    // The seed's USD rows: 1.35 CAD per USD bought, 1/1.40 rounded to 8 places per CAD sold.
    expect(boardFigures('1.35', '0.71428571')).toEqual({ we_buy: '1.35', we_sell: '1.4' });
  });

  it('prices a missing side from the other row, as the exchange does', () => {
    expect(boardFigures('1.25', null)).toEqual({ we_buy: '1.25', we_sell: '1.25' });
    expect(boardFigures(null, '0.8')).toEqual({ we_buy: '1.25', we_sell: '1.25' });
  });

  it('keeps six significant digits of small rates', () => {
    expect(boardFigures('0.0089', '106.38297872')).toEqual({ we_buy: '0.0089', we_sell: '0.0094' });
    expect(boardFigures('0.00891234567', null).we_buy).toBe('0.00891235');
  });

  it('has nothing to show without rows', () => {
    expect(boardFigures(null, null)).toEqual({ we_buy: null, we_sell: null });
    expect(boardFigures('0', 'garbage')).toEqual({ we_buy: null, we_sell: null });
  });
});

describe('boardRateText', () => {
  it('writes at least four decimals and four significant digits', () => {
    expect(boardRateText('1.35')).toBe('1.3500');
    expect(boardRateText('0.0089')).toBe('0.008900');
    expect(boardRateText('0.0172')).toBe('0.01720');
    expect(boardRateText('1234.5')).toBe('1,234.5000');
    expect(boardRateText('1.400006')).toBe('1.4000');
  });
});

describe('currencyFlagRegion', () => {
  it("names the flag file of a known currency's country or union", () => {
    expect(currencyFlagRegion('USD')).toBe('us');
    expect(currencyFlagRegion('EUR')).toBe('eu');
    expect(currencyFlagRegion('jpy')).toBe('jp');
  });

  it('has no flag for crypto or an unknown code', () => {
    expect(currencyFlagRegion('BTC')).toBeNull();
    expect(currencyFlagRegion('XYZ')).toBeNull();
  });
});
