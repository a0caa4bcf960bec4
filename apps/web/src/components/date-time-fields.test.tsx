import { act, render, screen } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n/i18n';
import { fillDate, fillDateTime, fillTime, pickerText } from '../test/date-fields';
import { FormDateField, FormDateTimeField, FormTimeField } from './date-time-fields';

interface Values {
  day: string;
  time: string | null;
  when: string;
}

function Form({ initial }: { initial: Values }) {
  const { control } = useForm({ defaultValues: initial });
  const values = useWatch({ control });
  return (
    <>
      <FormDateField control={control} name="day" label="Day" />
      <FormTimeField control={control} name="time" label="Time" emptyValue={null} />
      <FormDateTimeField control={control} name="when" label="When" />
      <output>{JSON.stringify(values)}</output>
    </>
  );
}

const formValues = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as Values;

describe('date and time fields', () => {
  it('show the same day the way the interface language writes it: 24/12/2026 in pt, 12/24/2026 in en', async () => {
    const initial = { day: '2026-12-24', time: '19:05', when: '2026-12-24T07:30' };
    await act(() => i18n.changeLanguage('pt'));
    const { unmount } = render(<Form initial={initial} />);
    expect(pickerText('Day')).toBe('24/12/2026');
    expect(pickerText('Time')).toBe('19:05');
    expect(pickerText('When')).toBe('24/12/2026 07:30');
    unmount();

    await act(() => i18n.changeLanguage('en'));
    render(<Form initial={initial} />);
    expect(pickerText('Day')).toBe('12/24/2026');
    expect(pickerText('Time')).toBe('07:05 PM');
    expect(pickerText('When')).toBe('12/24/2026 07:30 AM');
  });

  it('keep the form values in the contract formats whatever the language shows', async () => {
    await act(() => i18n.changeLanguage('es'));
    render(<Form initial={{ day: '', time: null, when: '' }} />);
    fillDate('Day', '2027-03-05');
    fillTime('Time', '08:45');
    fillDateTime('When', '2027-03-06T23:10');
    expect(pickerText('Day')).toBe('05/03/2027');
    expect(formValues()).toEqual({ day: '2027-03-05', time: '08:45', when: '2027-03-06T23:10' });

    fillDate('Day', '');
    fillTime('Time', '');
    expect(formValues()).toMatchObject({ day: '', time: null });
  });
});
