import { currencyDigits, fromMinorUnits, toMinorUnits } from '@trilha/shared';
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

/** A stored price as the contract's decimal text (`4550` EUR → `"45.50"`), for a partial update to merge onto. */
export const storedPriceText = (priceMinor: number | null, currency: string) =>
  priceMinor === null ? null : fromMinorUnits(priceMinor, currency).toFixed(currencyDigits(currency));
