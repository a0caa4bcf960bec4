import { useId, type ReactNode } from 'react';
import { Alert, Box, Checkbox, Collapse, FormControlLabel, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ImportDuplicate } from '@trilha/shared';

interface ItemCardProps {
  title: string;
  subtitle?: string;
  included: boolean;
  onIncludedChange: (included: boolean) => void;
  duplicate?: ImportDuplicate;
  /** Shown when something in the item was refused, so it is found in a long list. */
  invalid: boolean;
  children: ReactNode;
}

/** One thing found: ticked to import (unticked, its fields fold away), its fields editable. */
export function ItemCard({
  title,
  subtitle,
  included,
  onIncludedChange,
  duplicate,
  invalid,
  children,
}: ItemCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        listStyle: 'none',
        p: { xs: 1.5, sm: 2 },
        borderColor: invalid ? 'error.main' : undefined,
        opacity: included ? 1 : 0.85,
      }}
    >
      <FormControlLabel
        control={<Checkbox checked={included} onChange={(event) => onIncludedChange(event.target.checked)} />}
        label={
          <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
            <Typography
              id={titleId}
              component="span"
              sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
            >
              {title}
            </Typography>
            {subtitle && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {subtitle}
              </Typography>
            )}
          </Box>
        }
        sx={{ alignItems: 'flex-start', mr: 0, '& .MuiCheckbox-root': { mt: -0.75 } }}
      />
      {duplicate && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {included
            ? t('importer.preview.duplicateIncluded', { existing: duplicate.existingLabel })
            : t('importer.preview.duplicate', { existing: duplicate.existingLabel })}
        </Alert>
      )}
      <Collapse in={included} unmountOnExit>
        <Box role="group" aria-label={t('importer.preview.fieldsOf', { name: title })} sx={{ mt: 2 }}>
          {children}
        </Box>
      </Collapse>
    </Paper>
  );
}
