/**
 * Every role × every custom GraphQL operation and every user-pool admin call, over the real
 * server: a role the domain's tables (CUSTOM_OPERATIONS, USER_POOL_ADMIN_OPERATIONS) do not
 * list is refused with AccessDeniedException and nothing changes; a listed role gets through
 * the role check (each call targets a fresh colleague, so the calls do not disturb each other).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ROLES, type Role } from '@emr/domain';
import { CUSTOM_OPERATIONS, type CustomOperation, USER_POOL_ADMIN_OPERATIONS, type UserPoolAdminOperation } from '@emr/domain/operations';
import { USER_POOL_ID, introspection } from '../app.ts';
import { buildItem } from '@emr/domain/server';
import { createRecordStore } from '../records/store.ts';
import { type AppHarness, documents, startApp } from '../testing/appHarness.ts';

let h: AppHarness;
const tokens = {} as Record<Role, string>;
let serial = 0;

/** A new colleague in the caller's clinic, to be the target of one call. */
function colleague(): { sub: string; email: string } {
  const email = `target${++serial}@north.test`;
  return { sub: h.addStaff(email, 'north', 'user'), email };
}

/** Rows a call acts on, stored directly (the operations under test are what writes through the API). */
function stored(kind: 'Patient' | 'Visit' | 'Note' | 'TimeEntry', fields: Record<string, unknown>): string {
  const id = `${kind.toLowerCase()}-op-${++serial}`;
  const at = new Date().toISOString();
  createRecordStore(h.app.db).insert(buildItem({ id, clinicId: 'north', kind, fields, version: 1, createdAt: at, updatedAt: at }));
  return id;
}
/** A visit checked out as the server holds one: its times, a complete wrap-up and its signed note. */
function checkedOutVisit(): string {
  const wrapUp = { diagnoses: ['I10'], charges: [{ cpt: '99213', amount: 90, units: 1, pointers: ['A'] }], followUp: 'declined', instructions: 'Rest' };
  const visit = stored('Visit', {
    PatientID: 'NO-000001', VisitDate: '2026-01-05T10:00:00.000Z', VisitStatus: 'CheckedOut', CheckInTime: '2026-01-05T10:00:00.000Z', CheckOutTime: '2026-01-05T10:30:00.000Z', WrapUps: [wrapUp],
  });
  stored('Note', { PatientID: 'NO-000001', LinkedToVisit: visit, Status: 'Signed', Note: 'A: hypertension' });
  return visit;
}
function careMonthPatient(): string {
  const patientId = `CM-${++serial}`;
  stored('Patient', { PatientID: patientId, FirstName: 'Cara', LastName: 'Month', DOB: '1950-01-01T00:00:00.000Z' });
  stored('TimeEntry', { PatientID: patientId, Program: 'ccm', Time: '25', ProviderTime: '0', Timestamp: '2026-01-10T10:00:00.000Z' });
  return patientId;
}

const GRAPHQL: Record<CustomOperation, () => { document: string; variables: Record<string, unknown> }> = {
  // a role every caller allowed holds the rights of (dark gives dark only)
  adminCreateUser: () => ({ document: 'mutation ($e: String!) { adminCreateUser(email: $e, fullName: "New Hire", role: "dark") }', variables: { e: `new${++serial}@north.test` } }),
  sendResetEmail: () => ({ document: 'query ($e: String!) { sendResetEmail(email: $e, resetToken: "t") }', variables: { e: colleague().email } }),
  adminSetUserStatus: () => ({ document: 'mutation ($u: String!) { adminSetUserStatus(userId: $u, status: "Inactive") }', variables: { u: colleague().sub } }),
  adminSetUserRole: () => ({ document: 'mutation ($u: String!) { adminSetUserRole(userId: $u, role: "billing") }', variables: { u: colleague().sub } }),
  adminResetUserPassword: () => ({ document: 'mutation ($u: String!) { adminResetUserPassword(userId: $u) }', variables: { u: colleague().sub } }),
  // every role keeps tasks: the operation itself is open to all, each write inside it is checked as createEMR
  sendVisitToBilling: () => ({ document: 'mutation ($v: String!) { sendVisitToBilling(visitId: $v) }', variables: { v: checkedOutVisit() } }),
  closeCareMonth: () => ({ document: 'mutation ($p: String!) { closeCareMonth(patientId: $p, program: "ccm", month: "2026-01") }', variables: { p: careMonthPatient() } }),
  searchCodes: () => ({ document: 'query ($t: String!) { searchCodes(system: "ICD10CM", text: $t, limit: 5) }', variables: { t: 'hypertension' } }),
  describeCodes: () => ({ document: 'query { describeCodes(system: "HCPCS", codes: ["J3420"]) }', variables: {} }),
  careMonthOverview: () => ({ document: 'query { careMonthOverview(program: "ccm", month: "2026-01") }', variables: {} }),
  closeCareMonths: () => {
    careMonthPatient();
    return { document: 'mutation { closeCareMonths(program: "ccm", month: "2026-01") }', variables: {} };
  },
  scheduleVisitSeries: () => ({
    document: 'mutation ($v: AWSJSON!, $r: AWSJSON!) { scheduleVisitSeries(visit: $v, recurrence: $r, timeZone: "America/New_York") }',
    variables: { v: JSON.stringify({ PatientID: 'NO-000001', VisitType: 'Follow-up', VisitDate: '2026-04-06T13:00:00.000Z', End: '2026-04-06T13:30:00.000Z' }), r: JSON.stringify({ every: 1, unit: 'week', count: 2 }) },
  }),
  transactEMR: () => ({ document: documents.transact, variables: { operations: JSON.stringify([{ action: 'create', input: { EntityType: 'Task', Task: 'Call back', Done: false } }]) } }),
};

const POOL: Record<UserPoolAdminOperation, () => Record<string, unknown>> = {
  AdminCreateUser: () => ({ Username: `pool${++serial}@north.test`, MessageAction: 'SUPPRESS' }),
  AdminGetUser: () => ({ Username: colleague().email }),
  ListUsers: () => ({}),
  AdminListGroupsForUser: () => ({ Username: colleague().email }),
  AdminDisableUser: () => ({ Username: colleague().email }),
  AdminEnableUser: () => ({ Username: colleague().email }),
  AdminAddUserToGroup: () => ({ Username: colleague().email, GroupName: 'billing' }),
  AdminRemoveUserFromGroup: () => ({ Username: colleague().email, GroupName: 'user' }),
  AdminResetUserPassword: () => ({ Username: colleague().email }),
};

before(async () => {
  h = await startApp();
  h.addClinic('north');
  for (const role of ROLES) {
    h.addStaff(`${role}@north.test`, 'north', role);
    tokens[role] = await h.signIn(`${role}@north.test`);
  }
});
after(async () => {
  await h.close();
});

test('the table names exactly the custom operations of the model', () => {
  const model = [...Object.keys(introspection.queries ?? {}), ...Object.keys(introspection.mutations ?? {})].sort();
  assert.deepEqual(Object.keys(CUSTOM_OPERATIONS).sort(), model);
});

describe('custom GraphQL operations', () => {
  for (const operation of Object.keys(GRAPHQL) as CustomOperation[]) {
    for (const role of ROLES) {
      const allowed = (CUSTOM_OPERATIONS[operation].roles as readonly Role[]).includes(role);
      test(`${operation} as ${role}: ${allowed ? 'allowed' : 'refused'}`, async () => {
        const before = h.app.outbox.list().length;
        const { document, variables } = GRAPHQL[operation]();
        const answer = await h.gql(tokens[role], document, variables);
        if (allowed) {
          assert.equal(answer.body.errors, undefined, JSON.stringify(answer.body.errors));
          return;
        }
        assert.equal(answer.body.errors?.[0]?.errorType, 'AccessDeniedException');
        assert.equal(h.app.outbox.list().length, before, 'no mail was sent');
        const target = typeof variables['u'] === 'string' ? h.app.cognito.users.get(variables['u']) : undefined;
        if (target) {
          assert.equal(target.enabled, true);
          assert.equal(target.group, 'user');
          assert.equal(target.userStatus, 'CONFIRMED');
        }
      });
    }
  }
});

describe('user-pool admin calls', () => {
  for (const operation of Object.keys(POOL) as UserPoolAdminOperation[]) {
    for (const role of ROLES) {
      const allowed = (USER_POOL_ADMIN_OPERATIONS[operation].roles as readonly Role[]).includes(role);
      test(`${operation} as ${role}: ${allowed ? 'allowed' : 'refused'}`, async () => {
        const body = POOL[operation]();
        const response = await fetch(`${h.origin}/cognito`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
            authorization: tokens[role],
          },
          body: JSON.stringify({ UserPoolId: USER_POOL_ID, ...body }),
        });
        const answer = (await response.json()) as { __type?: string };
        if (allowed) {
          assert.equal(response.status, 200, JSON.stringify(answer));
          return;
        }
        assert.equal(response.status, 403);
        assert.equal(answer.__type, 'AccessDeniedException');
        const target = typeof body['Username'] === 'string' ? h.app.cognito.users.getByEmail(body['Username']) : undefined;
        if (operation === 'AdminCreateUser') assert.equal(target, undefined, 'no account was created');
        if (target) {
          assert.equal(target.enabled, true);
          assert.equal(target.group, 'user');
          assert.equal(target.userStatus, 'CONFIRMED');
        }
      });
    }
  }
});

test("dark no longer resets an administrator's password (issue 10)", async () => {
  const adminSub = h.app.cognito.users.getByEmail('admin@north.test')!.sub;
  const answer = await h.gql(tokens.dark, 'mutation ($u: String!) { adminResetUserPassword(userId: $u) }', { u: adminSub });
  assert.equal(answer.body.errors?.[0]?.errorType, 'AccessDeniedException');
  assert.equal(h.app.cognito.users.get(adminSub)?.userStatus, 'CONFIRMED');
});
