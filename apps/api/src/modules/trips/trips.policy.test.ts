import { describe, expect, it } from 'vitest';
import type { TripRole } from '@trilha/shared';
import { can, roleOnTrip, type Oversight, type TripAction } from './trips.policy';

const roles: (TripRole | undefined)[] = ['owner', 'admin', 'viewer', undefined];
const expected: Record<TripAction, boolean[]> = {
  // owner, admin, viewer, stranger
  read: [true, true, true, false],
  update: [true, true, false, false],
  share: [true, true, false, false],
  delete: [true, false, false, false],
  manageAdmins: [true, false, false, false],
  leave: [false, true, true, false],
  publish: [true, true, false, false],
  copy: [true, true, true, false],
  transferOwnership: [true, false, false, false],
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

describe('the role a caller holds on a trip', () => {
  const trip = { ownerId: 'owner', shareRole: null };
  const asked = () => {
    const calls: Oversight[] = [];
    return {
      calls,
      overseen: (answer: boolean) => async (oversight: Oversight) => {
        calls.push(oversight);
        return answer;
      },
    };
  };

  it('is owner, then the share, without asking the database about the agency', async () => {
    const { calls, overseen } = asked();
    expect(await roleOnTrip(trip, { id: 'owner', role: 'consultant-admin' }, overseen(true))).toBe('owner');
    expect(
      await roleOnTrip({ ...trip, shareRole: 'admin' }, { id: 'x', role: 'admin' }, overseen(true)),
    ).toBe('admin');
    expect(calls).toEqual([]);
  });

  it('is viewer for the consultant-admin and platform admin overseeing it, nothing for anyone else', async () => {
    const { calls, overseen } = asked();
    expect(await roleOnTrip(trip, { id: 'm', role: 'consultant-admin' }, overseen(true))).toBe('viewer');
    expect(await roleOnTrip(trip, { id: 'a', role: 'admin' }, overseen(false))).toBeUndefined();
    expect(await roleOnTrip(trip, { id: 'c', role: 'consultant' }, overseen(true))).toBeUndefined();
    expect(await roleOnTrip(trip, { id: 'u', role: 'user' }, overseen(true))).toBeUndefined();
    // The platform admin asks about any agency's trip, the consultant-admin only about their own's.
    expect(calls).toEqual([{ anyAgency: false }, { anyAgency: true }]);
  });
});
