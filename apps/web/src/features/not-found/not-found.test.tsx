import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

describe('not found page', () => {
  it('is translated and links home', async () => {
    mockApi();
    renderApp('/no/such/place');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the start' })).toHaveAttribute('href', '/');
  });
});
