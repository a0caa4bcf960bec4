import { describe, expect, it } from 'vitest';
import type { TripRole } from '@trilha/shared';
import { can, type TripAction } from './trips.policy';

const roles: (TripRole | undefined)[] = ['owner', 'admin', 'viewer', undefined];
const expected: Record<TripAction, boolean[]> = {
  // owner, admin, viewer, stranger
  read: [true, true, true, false],
  update: [true, true, false, false],
  share: [true, true, false, false],
  delete: [true, false, false, false],
  manageAdmins: [true, false, false, false],
  leave: [false, true, true, false],
};

describe('trip policy', () => {
  for (const [action, answers] of Object.entries(expected) as [TripAction, boolean[]][]) {
    roles.forEach((role, index) => {
      it(`${role ?? 'stranger'} ${answers[index] ? 'may' : 'may not'} ${action}`, () => {
        expect(can(role, action)).toBe(answers[index]);
      });
    });
  }
});
