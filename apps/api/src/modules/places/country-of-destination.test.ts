import { describe, expect, it } from 'vitest';
import { countryOfDestination } from './country-of-destination';

describe('the country a destination typed by hand names', () => {
  it.each([
    ['Portugal', 'PT'],
    ['Roma, Itália', 'IT'],
    ['Roma - Italia', 'IT'],
    ['Munich, Germany', 'DE'],
    ['Berlim, Alemanha', 'DE'],
    ['Kyoto / 日本', 'JP'],
    ['estados unidos', 'US'],
    ['Guinea-Bissau', 'GW'],
  ])('%s → %s', (destination, code) => {
    expect(countryOfDestination(destination)).toBe(code);
  });

  it('takes no city alone for a country', () => {
    for (const destination of ['Paris', 'Lisboa', 'Springfield', '']) {
      expect(countryOfDestination(destination), destination).toBeNull();
    }
  });
});
