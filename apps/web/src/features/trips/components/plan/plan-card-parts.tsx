import type { ReactNode } from 'react';
import { Box, Chip, FormControlLabel, Link, Switch, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { currencyDigits, formatMoney } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { RequiresServer } from '../../../../components/requires-server';
import { formatPrice } from '../../utils/price-text';

/** Where an address opens: OpenStreetMap's search, which needs no key and works on any device. */
export const mapSearchUrl = (query: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;

/** One line of a card: a small icon and its content. */
export function DetailLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, color: 'text.secondary', minWidth: 0 }}>
      <Box aria-hidden sx={{ display: 'flex', pt: 0.25, '& svg': { fontSize: 18 } }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere', typography: 'body2' }}>{children}</Box>
    </Box>
  );
}

/** A link that leaves the app: a new tab, without handing it our window. */
export function ExternalLink({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
    >
      {children}
      <OpenInNewIcon aria-hidden sx={{ fontSize: 14 }} />
    </Link>
  );
}

interface BookedControlProps {
  booked: boolean;
  canEdit: boolean;
  /** "Booked", next to the switch. */
  label: string;
  /** The switch's accessible name, naming what it books. */
  switchLabel: string;
  bookedText: string;
  notBookedText: string;
  onChange: (booked: boolean) => void;
}

/** Writers flip a switch; everyone else reads whether it is booked. */
export function BookedControl({
  booked,
  canEdit,
  label,
  switchLabel,
  bookedText,
  notBookedText,
  onChange,
}: BookedControlProps) {
  if (!canEdit) {
    return (
      <Chip
        size="small"
        color={booked ? 'success' : 'default'}
        variant={booked ? 'filled' : 'outlined'}
        icon={booked ? <CheckCircleOutlineIcon /> : <RadioButtonUncheckedIcon />}
        label={booked ? bookedText : notBookedText}
      />
    );
  }
  return (
    <RequiresServer>
      <FormControlLabel
        sx={{ mr: 0, flexShrink: 0 }}
        control={
          <Switch
            checked={booked}
            color="success"
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-label': switchLabel } }}
          />
        }
        label={<Typography variant="body2">{label}</Typography>}
      />
    </RequiresServer>
  );
}

/** Adds prices in each currency's minor units, so 0.1 + 0.2 stays 0.30. */
export function totalsByCurrency(items: { price: number | null; currency: string }[]) {
  const minor = new Map<string, number>();
  for (const { price, currency } of items) {
    if (price === null) continue;
    const scale = 10 ** currencyDigits(currency);
    minor.set(currency, (minor.get(currency) ?? 0) + Math.round(price * scale));
  }
  return [...minor.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, units]) => ({ currency, amount: units / 10 ** currencyDigits(currency) }));
}

/** "Total of known prices: €370.50 · US$80.00", or nothing when no price is known. */
export function PriceTotals({
  items,
  label,
  language,
}: {
  items: { price: number | null; currency: string }[];
  label: string;
  language: string;
}) {
  const totals = totalsByCurrency(items);
  if (totals.length === 0) return null;
  return (
    <Typography sx={{ mt: 2, textAlign: 'right', fontWeight: 600 }}>
      {label}: {totals.map(({ currency, amount }) => formatMoney(amount, currency, language)).join(' · ')}
    </Typography>
  );
}

/** The booking link, price and notes every stay and tour card shows when they are there. */
export function ReservationDetails({
  item,
  linkLabel,
  linkText,
}: {
  item: { bookingLink: string; price: number | null; currency: string; notes: string };
  /** The link's accessible name, naming what it books. */
  linkLabel: string;
  linkText: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {item.bookingLink && (
        <DetailLine icon={<LinkOutlinedIcon />}>
          <ExternalLink href={item.bookingLink} label={linkLabel}>
            {linkText}
          </ExternalLink>
        </DetailLine>
      )}
      {item.price !== null && (
        <DetailLine icon={<PaymentsOutlinedIcon />}>
          <Typography component="span" variant="body2" color="text.primary" sx={{ fontWeight: 600 }}>
            {formatPrice(item.price, item.currency, t)}
          </Typography>
        </DetailLine>
      )}
      {item.notes && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {item.notes}
        </Typography>
      )}
    </>
  );
}
