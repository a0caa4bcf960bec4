import type { ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
}

interface ResponsiveTableProps<T> {
  /** The table's accessible name, e.g. "Consultants". */
  label: string;
  /** The first column is each card's title on a phone. */
  columns: readonly [Column<T>, ...Column<T>[]];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The header of the actions column. */
  actionsHeader?: string;
  actions?: (row: T) => ReactNode;
}

/**
 * A table on wider screens (scrolling sideways when it does not fit) and a list of cards on a phone,
 * where each card shows the first column as its title and the others as labelled lines.
 */
export function ResponsiveTable<T>({
  label,
  columns,
  rows,
  rowKey,
  actionsHeader,
  actions,
}: ResponsiveTableProps<T>) {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [first, ...rest] = columns;
  if (compact) {
    return (
      <Box
        component="ul"
        aria-label={label}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {rows.map((row) => (
          <Card key={rowKey(row)} component="li" variant="outlined">
            <CardContent sx={{ p: 2, '&:last-child': { pb: 1.5 } }}>
              <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {first.cell(row)}
              </Typography>
              <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gap: 0.75 }}>
                {rest.map((column) => (
                  <Box key={column.id} sx={{ minWidth: 0 }}>
                    <Typography component="dt" variant="caption" color="text.secondary">
                      {column.header}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {column.cell(row)}
                    </Typography>
                  </Box>
                ))}
              </Box>
              {actions && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', mt: 1 }}>
                  {actions(row)}
                </Box>
              )}
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-label={label} size="small" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.id} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {column.header}
              </TableCell>
            ))}
            {actions && (
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {actionsHeader}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((column) => (
                <TableCell key={column.id} sx={{ overflowWrap: 'anywhere' }}>
                  {column.cell(row)}
                </TableCell>
              ))}
              {actions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {actions(row)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
