import { fromMinorUnits, toMinorUnits } from '@trilha/shared';
import { ValidationError } from './errors';

/** A validated decimal price and its currency (the trip's when none is given) → stored minor units. */
export function priceColumns(
  price: string | null,
  currency: string | undefined,
  tripCurrency: string,
  field = 'price',
) {
  const code = currency ?? tripCurrency;
  if (price === null) return { priceMinor: null, currency: code };
  const priceMinor = toMinorUnits(price, code);
  if (priceMinor === null)
    throw new ValidationError([{ path: field, message: 'validation.currencyDecimals' }]);
  return { priceMinor, currency: code };
}

export const presentPrice = (priceMinor: number | null, currency: string) =>
  priceMinor === null ? null : fromMinorUnits(priceMinor, currency);
