import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { ENTITY_TYPES, FILE_PREFIXES, ROLES } from '../src/entities.ts';
import { VISIT_CLINICAL_FIELDS, abilityFor } from '../src/permissions.ts';
import {
  MATRIX_END,
  MATRIX_START,
  OPERATIONS_MARKERS,
  PERMISSIONS_DOC_PATH,
  extractMatrixBlock,
  renderOperationTables,
  renderPermissionsMatrix,
  replaceMatrixBlock,
} from './permissions-matrix.ts';

/** The matrix as cells: subject → role → cell. */
function parseMatrix(markdown: string): Map<string, Map<string, string>> {
  const [header, , ...rows] = markdown.split('\n');
  assert.ok(header, 'the matrix has a header row');
  const split = (line: string) => line.slice(2, -2).split(' | ');
  const roles = split(header).slice(1);
  const cells = new Map<string, Map<string, string>>();
  for (const line of rows) {
    const [subject, ...values] = split(line);
    assert.ok(subject !== undefined);
    cells.set(subject, new Map(roles.map((role, i) => [role, values[i] ?? ''])));
  }
  return cells;
}

function cell(matrix: Map<string, Map<string, string>>, subject: string, role: string): string {
  const value = matrix.get(subject)?.get(role);
  assert.ok(value !== undefined, `no cell for ${subject} × ${role}`);
  return value;
}

test('docs/permissions.md holds the current matrix (run: cd domain && node --import tsx scripts/permissions-matrix.ts)', () => {
  const doc = readFileSync(PERMISSIONS_DOC_PATH, 'utf8');
  const committed = extractMatrixBlock(doc);
  assert.ok(committed !== null, `${MATRIX_START} … ${MATRIX_END} missing in docs/permissions.md`);
  assert.equal(committed, renderPermissionsMatrix());
});

test('rewriting the block is idempotent and keeps the text around it', () => {
  const doc = `before\n${MATRIX_START}\nold\n${MATRIX_END}\nafter\n`;
  const once = replaceMatrixBlock(doc, 'new');
  assert.equal(once, `before\n${MATRIX_START}\nnew\n${MATRIX_END}\nafter\n`);
  assert.equal(replaceMatrixBlock(once, 'new'), once);
  assert.equal(extractMatrixBlock(once), 'new');
});

test('the matrix has a row for every record kind, Profile, ModuleSettings, StaffDirectory and every file prefix, and a column per role', () => {
  const matrix = parseMatrix(renderPermissionsMatrix());
  const expected = [
    ...ENTITY_TYPES,
    'Profile',
    'ModuleSettings',
    'StaffDirectory',
    ...Object.entries(FILE_PREFIXES).map(([prefix, kind]) => `files \`${prefix}/\` (${kind})`),
  ];
  assert.deepEqual([...matrix.keys()], expected);
  for (const row of matrix.values()) assert.deepEqual([...row.keys()], [...ROLES]);
});

test('billing sees demographics, insurance and billing, but no clinical records or clinical visit fields', () => {
  const billing = abilityFor('billing');
  for (const kind of ['Lab', 'Note', 'Vitals', 'Medication', 'Diagnosis', 'Allergy'] as const) {
    assert.equal(billing.can('read', kind), false, `billing reads ${kind}`);
  }
  for (const kind of ['Patient', 'Insurance', 'Pharmacy', 'Claim', 'Charge', 'Payment', 'PaymentPlan'] as const) {
    assert.equal(billing.can('read', kind), true, `billing cannot read ${kind}`);
  }
  assert.equal(billing.can('read', 'Visit'), true);
  for (const field of VISIT_CLINICAL_FIELDS) assert.equal(billing.can('read', 'Visit', field), false, `billing reads Visit.${field}`);
  assert.equal(billing.can('read', 'Visit', 'VisitDate'), true);
  // a visit's claim link and payment status are the server's: billing updates no visit field
  assert.equal(billing.can('update', 'Visit'), false);
  assert.equal(billing.can('update', 'Visit', 'PaymentStatus'), false);

  const matrix = parseMatrix(renderPermissionsMatrix());
  assert.equal(cell(matrix, 'Lab', 'billing'), '—');
  assert.equal(cell(matrix, 'Note', 'billing'), '—');
  assert.match(cell(matrix, 'Visit', 'billing'), /^R \(scheduling and billing fields only\)$/);
  assert.equal(cell(matrix, 'files `lab-results/` (Lab)', 'billing'), '—');
  assert.equal(cell(matrix, 'files `notes/` (Note)', 'billing'), '—');
});

test('dark creates users and never sees clinical content', () => {
  const dark = abilityFor('dark');
  assert.equal(dark.can('create', 'User'), true);
  assert.equal(dark.can('read', 'Visit', 'WrapUps'), false);
  assert.equal(dark.can('read', 'Lab'), false);
  const matrix = parseMatrix(renderPermissionsMatrix());
  assert.equal(cell(matrix, 'Visit', 'dark'), 'R (scheduling and billing fields only)');
  assert.equal(dark.can('update', 'User', 'Role'), false);
  assert.equal(dark.can('update', 'User', 'Status'), false);
  assert.equal(cell(matrix, 'files `lab-results/` (Lab)', 'dark'), '—');
});

test('every role reads avatars and manages its own; clinical files follow their record kind', () => {
  const matrix = parseMatrix(renderPermissionsMatrix());
  for (const role of ['user', 'billing']) assert.equal(cell(matrix, 'files `avatars/` (User)', role), 'R; own: WD');
  for (const role of ['admin', 'dark']) assert.equal(cell(matrix, 'files `avatars/` (User)', role), 'RWD');
  for (const prefix of ['lab-results', 'di-results', 'procedure-results', 'referral-results', 'notes'] as const) {
    const row = `files \`${prefix}/\` (${FILE_PREFIXES[prefix]})`;
    assert.equal(cell(matrix, row, 'user'), 'RWD');
    assert.equal(cell(matrix, row, 'admin'), 'RWD');
    assert.equal(cell(matrix, row, 'billing'), '—');
  }
});

test('audit entries are written only by the server', () => {
  for (const role of ROLES) {
    const ability = abilityFor(role);
    for (const action of ['create', 'update', 'delete'] as const) {
      assert.equal(ability.can(action, 'Audit'), false, `${role} may ${action} Audit`);
    }
  }
  assert.equal(abilityFor('admin').can('read', 'Audit'), true);
  assert.equal(abilityFor('user').can('read', 'Audit'), false);
});

test('admin manages users and clinic settings but deletes neither users nor clinics', () => {
  const admin = abilityFor('admin');
  assert.equal(admin.can('create', 'User'), true);
  assert.equal(admin.can('update', 'User'), true);
  assert.equal(admin.can('delete', 'User'), false);
  assert.equal(admin.can('create', 'Clinic'), false);
  assert.equal(admin.can('delete', 'Clinic'), false);
  assert.equal(admin.can('update', 'ModuleSettings'), true);
  assert.equal(admin.can('update', 'Audit'), false);
});

test('user keeps charts but cannot delete a patient, and only reads billing', () => {
  const user = abilityFor('user');
  assert.equal(user.can('delete', 'Patient'), false);
  assert.equal(user.can('update', 'Patient'), true);
  assert.equal(user.can('delete', 'Lab'), true);
  assert.equal(user.can('read', 'Claim'), true);
  assert.equal(user.can('create', 'Claim'), false);
  assert.equal(user.can('read', 'User'), false);
});

test('every role reads its profile and its clinic, and edits only the profile fields it is given', () => {
  for (const role of ROLES) {
    const ability = abilityFor(role);
    assert.equal(ability.can('read', 'Profile'), true, `${role} cannot read Profile`);
    assert.equal(ability.can('read', 'Clinic'), true, `${role} cannot read Clinic`);
    assert.equal(ability.can('update', 'Profile', 'Avatar'), true, `${role} cannot change its avatar`);
  }
  for (const role of ['dark', 'user', 'billing'] as const) {
    const ability = abilityFor(role);
    assert.equal(ability.can('update', 'Profile', 'Role'), false, `${role} may change its own Role`);
    assert.equal(ability.can('update', 'Profile', 'Status'), false, `${role} may change its own Status`);
  }
});

test("docs/permissions.md's custom operations tables are the domain's table (same command)", () => {
  const committed = extractMatrixBlock(readFileSync(PERMISSIONS_DOC_PATH, 'utf8'), OPERATIONS_MARKERS);
  assert.ok(committed !== null, `${OPERATIONS_MARKERS.join(' … ')} missing in docs/permissions.md`);
  assert.equal(committed, renderOperationTables());
  assert.match(committed, /\| `adminResetUserPassword` \| yes \| — \| — \| — \|/);
});
