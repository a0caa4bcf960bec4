import { IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import {
  PLAN_TEXT_MAX,
  TIP_TEXT_MAX,
  type AiChecklist,
  type AiItinerary,
  type AiSource,
  type AiTips,
} from '@trilha/shared';

type Editor<T> = { value: T; onChange: (value: T) => void };

function Row({
  label,
  value,
  onChange,
  onRemove,
  max,
  multiline = false,
  source,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onRemove: () => void;
  max: number;
  multiline?: boolean;
  /** Where the suggestion comes from, shown under it ("Well-known place"). */
  source?: AiSource;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        size="small"
        fullWidth
        multiline={multiline}
        helperText={source ? t(`ai.source.${source}`) : undefined}
        slotProps={{ htmlInput: { maxLength: max } }}
      />
      <IconButton aria-label={t('ai.remove', { name: value })} onClick={onRemove}>
        <DeleteOutlineIcon />
      </IconButton>
    </Stack>
  );
}

export function ItineraryEditor({ value, onChange }: Editor<AiItinerary>) {
  const { t, i18n } = useTranslation();
  const dayTitle = (date: string) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString(i18n.language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
  const update = (dayIndex: number, items: AiItinerary['days'][number]['items']) =>
    onChange({ days: value.days.map((day, index) => (index === dayIndex ? { ...day, items } : day)) });
  return (
    <Stack spacing={2}>
      {value.days.map((day, dayIndex) =>
        day.items.length ? (
          <Stack key={day.date} spacing={1.5} component="section" aria-label={dayTitle(day.date)}>
            <Typography variant="subtitle1" component="h3">
              {dayTitle(day.date)}
            </Typography>
            {day.items.map((item, itemIndex) => (
              <Row
                key={itemIndex}
                label={t(`itinerary.timesOfDay.${item.timeOfDay}`)}
                value={item.placeName}
                source={item.source}
                max={PLAN_TEXT_MAX}
                onChange={(placeName) =>
                  update(
                    dayIndex,
                    day.items.map((other, i) => (i === itemIndex ? { ...other, placeName } : other)),
                  )
                }
                onRemove={() =>
                  update(
                    dayIndex,
                    day.items.filter((_, i) => i !== itemIndex),
                  )
                }
              />
            ))}
          </Stack>
        ) : null,
      )}
    </Stack>
  );
}

export function ChecklistEditor({ value, onChange }: Editor<AiChecklist>) {
  const { t } = useTranslation();
  const update = (groupIndex: number, items: AiChecklist['groups'][number]['items']) =>
    onChange({
      groups: value.groups.map((group, index) => (index === groupIndex ? { ...group, items } : group)),
    });
  return (
    <Stack spacing={2}>
      {value.groups.map((group, groupIndex) =>
        group.items.length ? (
          <Stack key={groupIndex} spacing={1.5} component="section" aria-label={group.name}>
            <Typography variant="subtitle1" component="h3">
              {group.name}
            </Typography>
            {group.items.map((item, itemIndex) => (
              <Row
                key={itemIndex}
                label={t('ai.item')}
                value={item.text}
                source={item.source}
                max={PLAN_TEXT_MAX}
                onChange={(text) =>
                  update(
                    groupIndex,
                    group.items.map((other, i) => (i === itemIndex ? { ...other, text } : other)),
                  )
                }
                onRemove={() =>
                  update(
                    groupIndex,
                    group.items.filter((_, i) => i !== itemIndex),
                  )
                }
              />
            ))}
          </Stack>
        ) : null,
      )}
    </Stack>
  );
}

export function TipsEditor({ value, onChange }: Editor<AiTips>) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      {value.tips.map((tip, index) => (
        <Row
          key={index}
          label={t(`plan.tips.categories.${tip.category}`)}
          value={tip.text}
          source={tip.source}
          max={TIP_TEXT_MAX}
          multiline
          onChange={(text) =>
            onChange({ tips: value.tips.map((other, i) => (i === index ? { ...other, text } : other)) })
          }
          onRemove={() => onChange({ tips: value.tips.filter((_, i) => i !== index) })}
        />
      ))}
    </Stack>
  );
}
