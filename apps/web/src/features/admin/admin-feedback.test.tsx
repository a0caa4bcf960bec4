import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MockRequest } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { ADMIN_USER, makeFeedback, page, signedInAs } from './admin-fixtures';

const SUGGESTION = makeFeedback();
const ORPHAN = makeFeedback({
  _id: 'feedback-2',
  type: 'help',
  text: 'How do I share a trip?',
  createdAt: '2031-11-22T09:30:00.000Z',
  user: null,
});
const OLDER = makeFeedback({
  _id: 'feedback-3',
  type: 'compliment',
  text: 'Love the calendar.',
  createdAt: '2031-11-01T09:30:00.000Z',
});

describe('feedback inbox', () => {
  it('lists feedback newest first with its type, sender and date', async () => {
    signedInAs(ADMIN_USER, { 'GET /admin/feedback': page([SUGGESTION, ORPHAN]) });
    renderApp('/admin/feedback');
    const list = await screen.findByRole('list', { name: 'Feedback received' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Suggestion');
    expect(first).toHaveTextContent('11/23/2031');
    expect(first).toHaveTextContent(SUGGESTION.text);
    expect(first).toHaveTextContent('From: Bia Lima · bia@example.com');
    expect(second).toHaveTextContent('Request for help');
    expect(second).toHaveTextContent('From: Deleted account');
  });

  it('filters by type and pages with the cursor', async () => {
    const api = signedInAs(ADMIN_USER, {
      'GET /admin/feedback': ({ params }: MockRequest) => {
        if (params.type === 'help') return page([]);
        return params.cursor === 'c2' ? page([OLDER]) : page([SUGGESTION, ORPHAN], 'c2');
      },
    });
    const { user } = renderApp('/admin/feedback');
    await screen.findByText(SUGGESTION.text);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(OLDER.text)).toBeInTheDocument();
    expect(api.callsTo('GET /admin/feedback')[1]?.params).toMatchObject({ cursor: 'c2', limit: 20 });

    await user.click(screen.getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Request for help' }));
    expect(await screen.findByText('No feedback of this type')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET /admin/feedback').at(-1)?.params).toMatchObject({ type: 'help' }),
    );
    expect(api.callsTo('GET /admin/feedback').at(-1)?.params.cursor).toBeUndefined();
  });

  it('says when nothing was sent yet', async () => {
    signedInAs(ADMIN_USER, { 'GET /admin/feedback': page([]) });
    renderApp('/admin/feedback');
    expect(await screen.findByText('No feedback yet')).toBeInTheDocument();
  });
});
