import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { InputAdornment, TextField } from '@mui/material';
import { OutlinedTextField } from './outlined-text-field';

/**
 * The markup without emotion's generated class names, which differ by how the styles were composed.
 * OutlinedTextField exists only to keep TextField's Select off the first page: it must render what
 * TextField renders, and this guards it across MUI upgrades.
 */
function markup(element: ReactElement) {
  const { container, unmount } = render(element);
  const html = container.innerHTML.replace(/\s?css-[\w-]+/g, '');
  unmount();
  return html;
}

describe('OutlinedTextField', () => {
  it.each([
    { label: 'E-mail', type: 'email', autoComplete: 'email', value: '' },
    { label: 'Password', helperText: 'At least 8 characters', value: 'secret', error: true, required: true },
    { label: 'Code', value: 'x', disabled: true, placeholder: 'ABC' },
  ])('renders what TextField renders (%o)', (props) => {
    const adornment = <InputAdornment position="end">!</InputAdornment>;
    const lean = markup(
      <OutlinedTextField id="field" {...props} onChange={() => {}} endAdornment={adornment} />,
    );
    expect(lean).toContain('<label');
    expect(lean).toContain('MuiTextField-root');
    expect(lean).toBe(
      markup(
        <TextField
          id="field"
          fullWidth
          {...props}
          onChange={() => {}}
          slotProps={{ input: { endAdornment: adornment } }}
        />,
      ),
    );
  });
});
