import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ChecklistGroup } from '@trilha/shared';
import { i18n } from '../../lib/i18n/i18n';
import { apiError, type MockReply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { CLOTHES, deferred, DOCUMENTS } from './plan-fixtures';
import { makeTrip, signedInApi, VIEWER_PERMISSIONS } from './trip-fixtures';

const CHECKLIST = 'GET /trips/trip-1/checklist';
const TICK = 'PUT /trips/trip-1/checklist/group-1/items/item-2';

function checklistApi(groups: ChecklistGroup[], routes: Parameters<typeof signedInApi>[0] = {}) {
  return signedInApi({
    'GET /trips/trip-1': { status: 200, data: makeTrip() },
    [CHECKLIST]: { status: 200, data: groups },
    ...routes,
  });
}

// The trip screen's chunk (every feature it composes) compiles once here, not inside the first test's wait.
beforeAll(async () => {
  await import('../../app/trip-screen/trip-screen-page');
}, 60_000);

describe('checklist tab', () => {
  it('shows progress per group and overall', async () => {
    checklistApi([DOCUMENTS, CLOTHES]);
    renderApp('/trips/trip-1?tab=checklist');
    expect(await screen.findByText('2 of 5 items done')).toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByText('1 of 3')).toBeInTheDocument();
    expect(within(documents).getByRole('progressbar', { name: 'Progress of Documents' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    expect(within(screen.getByRole('region', { name: 'Clothes' })).getByText('1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Checklist' })).toHaveAttribute('aria-selected', 'true');
  });

  it('wraps a long item beside its checkbox, the buttons level with its first line', async () => {
    const long = 'Passport-and-visa-and-vaccination-certificate-for-every-traveller '.repeat(3).trim();
    checklistApi([{ ...DOCUMENTS, items: [{ ...DOCUMENTS.items[0]!, text: long }] }]);
    renderApp('/trips/trip-1?tab=checklist');
    const text = await screen.findByText(long);
    // The text may shrink below its longest word and break inside it, instead of pushing the buttons.
    expect(getComputedStyle(text).minWidth).toBe('0px');
    expect(getComputedStyle(text).overflowWrap).toBe('anywhere');
    const label = text.closest('label') as HTMLElement;
    expect(getComputedStyle(label).minWidth).toBe('0px');
    expect(getComputedStyle(label).alignItems).toBe('flex-start');
    const buttons = screen.getByRole('button', { name: `Edit ${long}` }).parentElement as HTMLElement;
    expect(getComputedStyle(buttons).flexShrink).toBe('0');
    expect(getComputedStyle(buttons).alignSelf).toBe('flex-start');
  });

  it('ticks an item at once, before the server answers, and keeps it', async () => {
    const reply = deferred<MockReply>();
    let saved = [DOCUMENTS];
    const api = checklistApi([], {
      [CHECKLIST]: () => ({ status: 200, data: saved }),
      [TICK]: () => reply.promise,
    });
    const { user } = renderApp('/trips/trip-1?tab=checklist');
    const insurance = await screen.findByRole('checkbox', { name: 'Travel insurance' });
    await user.click(insurance);
    expect(insurance).toBeChecked();
    expect(screen.getByText('2 of 3 items done')).toBeInTheDocument();
    expect(api.callsTo(TICK)[0]?.body).toEqual({ done: true });
    const ticked = { ...DOCUMENTS.items[1]!, done: true };
    saved = [{ ...DOCUMENTS, items: [DOCUMENTS.items[0]!, ticked, DOCUMENTS.items[2]!] }];
    reply.resolve({ status: 200, data: ticked });
    await waitFor(() => expect(api.callsTo(CHECKLIST)).toHaveLength(2));
    expect(screen.getByRole('checkbox', { name: 'Travel insurance' })).toBeChecked();
  });

  it('puts the tick back and says why when the server refuses it', async () => {
    const reply = deferred<MockReply>();
    // Only the first load answers, so the untick can come from the rollback alone, not a refetch.
    const api = checklistApi([], {
      [CHECKLIST]: (request) =>
        api.callsTo(CHECKLIST).indexOf(request) === 0
          ? { status: 200, data: [DOCUMENTS] }
          : new Promise<MockReply>(() => {}),
      [TICK]: () => reply.promise,
    });
    const { user } = renderApp('/trips/trip-1?tab=checklist');
    const insurance = await screen.findByRole('checkbox', { name: 'Travel insurance' });
    await user.click(insurance);
    expect(insurance).toBeChecked();
    reply.resolve(apiError(403, 'FORBIDDEN', 'Forbidden'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: You are not allowed to do this.');
    expect(screen.getByRole('checkbox', { name: 'Travel insurance' })).not.toBeChecked();
    expect(screen.getByText('1 of 3 items done')).toBeInTheDocument();
  });

  it('adds an item with Enter and a group through the dialog', async () => {
    const api = checklistApi([DOCUMENTS], {
      'POST /trips/trip-1/checklist/group-1/items': {
        status: 201,
        data: { _id: 'n', text: 'Adapter', done: false },
      },
      'POST /trips/trip-1/checklist': { status: 201, data: { _id: 'g', name: 'Medicines', items: [] } },
    });
    const { user } = renderApp('/trips/trip-1?tab=checklist');
    await user.type(
      await screen.findByRole('textbox', { name: 'New item in Documents' }),
      '  Adapter {Enter}',
    );
    await waitFor(() =>
      expect(api.callsTo('POST /trips/trip-1/checklist/group-1/items')[0]?.body).toEqual({ text: 'Adapter' }),
    );
    expect(screen.getByRole('textbox', { name: 'New item in Documents' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Add group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New checklist group' });
    await user.type(within(dialog).getByLabelText('Group name'), 'Medicines');
    await user.click(within(dialog).getByRole('button', { name: 'Add group' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /trips/trip-1/checklist')[0]?.body).toEqual({ name: 'Medicines' });
  });

  it('offers starter groups named in the interface language when empty', async () => {
    await i18n.changeLanguage('pt');
    const api = checklistApi([], {
      'POST /trips/trip-1/checklist': { status: 201, data: { _id: 'g', name: 'Documentos', items: [] } },
    });
    const { user } = renderApp('/trips/trip-1?tab=checklist');
    expect(await screen.findByText('Nenhuma checklist ainda')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eletrônicos' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Documentos' }));
    await waitFor(() =>
      expect(api.callsTo('POST /trips/trip-1/checklist')[0]?.body).toEqual({ name: 'Documentos' }),
    );
  });

  it('shows a viewer everything but lets them change nothing', async () => {
    checklistApi([DOCUMENTS], {
      'GET /trips/trip-1': {
        status: 200,
        data: makeTrip({ myRole: 'viewer', permissions: VIEWER_PERMISSIONS }),
      },
    });
    renderApp('/trips/trip-1?tab=checklist');
    expect(await screen.findByRole('checkbox', { name: 'Passport' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Travel insurance' })).toBeDisabled();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
