import type { ChecklistGroup, Contact, Tip } from '@trilha/shared';

/** A promise the test settles itself, to hold a mocked call in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

export const DOCUMENTS: ChecklistGroup = {
  _id: 'group-1',
  name: 'Documents',
  items: [
    { _id: 'item-1', text: 'Passport', done: true },
    { _id: 'item-2', text: 'Travel insurance', done: false },
    { _id: 'item-3', text: 'Visa', done: false },
  ],
};

export const CLOTHES: ChecklistGroup = {
  _id: 'group-2',
  name: 'Clothes',
  items: [
    { _id: 'item-4', text: 'Raincoat', done: true },
    { _id: 'item-5', text: 'Sandals', done: false },
  ],
};

export const TIPS: Tip[] = [
  { _id: 'tip-1', category: 'money', text: 'Cards work almost everywhere.' },
  { _id: 'tip-2', category: 'transport', text: 'Buy a Viva Viagem card for trams.' },
  { _id: 'tip-3', category: 'money', text: 'Tipping is optional.' },
];

export const CONTACTS: Contact[] = [
  { _id: 'contact-1', name: 'Embassy', type: 'phone', value: '+351 21 000 0000', notes: 'Open 9-17' },
  { _id: 'contact-2', name: 'Insurance', type: 'email', value: 'help@insure.example', notes: '' },
];
