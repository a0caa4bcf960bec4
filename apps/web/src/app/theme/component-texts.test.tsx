import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Autocomplete, TextField } from '@mui/material';
import { i18n } from '../../lib/i18n/i18n';
import { AppProviders, createQueryClient } from '../../test/providers';

function City() {
  return (
    <Autocomplete
      options={['Lisboa', 'Porto']}
      defaultValue="Lisboa"
      renderInput={(params) => <TextField {...params} label="City" />}
    />
  );
}

describe('the components’ own texts', () => {
  it('follow the interface language: "Abrir" and "Limpar" on a Portuguese screen, not "Open" and "Clear"', async () => {
    await i18n.changeLanguage('en');
    render(
      <AppProviders queryClient={createQueryClient({ retry: false })}>
        <City />
      </AppProviders>,
    );
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
    // The clear button shows on hover: found by its title.
    expect(screen.getByTitle('Clear')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('pt'));
    expect(screen.getByRole('button', { name: 'Abrir' })).toBeInTheDocument();
    expect(screen.getByTitle('Limpar')).toBeInTheDocument();

    // MUI's own Spanish calls the button "Abierto" (the state); it opens the list.
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('button', { name: 'Abrir' })).toBeInTheDocument();
    expect(screen.getByTitle('Limpiar')).toBeInTheDocument();
  });
});
