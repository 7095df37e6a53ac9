/**
 * Renders the role matrix of docs/permissions.md from the CASL rules in src/permissions.ts,
 * so the document cannot drift from the code. Run directly to rewrite the block between the
 * markers in docs/permissions.md:
 *
 *   cd domain && node --import tsx scripts/permissions-matrix.ts
 *
 * scripts/permissions-matrix.test.ts fails when the committed block differs from this output.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FILE_PREFIXES, type FilePrefix, ROLES, type Role } from '../src/entities.ts';
import { CUSTOM_OPERATIONS, type OperationRule, USER_POOL_ADMIN_OPERATIONS } from '../src/operations.ts';
import {
  type AppAbility,
  CRUD_ACTIONS,
  type CrudAction,
  RULE_SUBJECTS,
  type Subject,
  VISIT_ADMIN_FIELDS,
  VISIT_CLINICAL_FIELDS,
  abilityFor,
  fileAccess,
} from '../src/permissions.ts';
import { REVIEW_FIELDS } from '../src/reviews.ts';

export const MATRIX_START = '<!-- permissions-matrix:start -->';
export const MATRIX_END = '<!-- permissions-matrix:end -->';
export const OPERATIONS_START = '<!-- custom-operations:start -->';
export const OPERATIONS_END = '<!-- custom-operations:end -->';
type Markers = readonly [start: string, end: string];
const MATRIX_MARKERS: Markers = [MATRIX_START, MATRIX_END];
export const OPERATIONS_MARKERS: Markers = [OPERATIONS_START, OPERATIONS_END];
export const PERMISSIONS_DOC_PATH = fileURLToPath(new URL('../../docs/permissions.md', import.meta.url));

const LETTER: Record<CrudAction, string> = { create: 'C', read: 'R', update: 'U', delete: 'D' };

/** The subjects of the matrix: every record kind, then the caller's own User record, the clinic's module toggles and the staff directory. */
export const MATRIX_SUBJECTS = RULE_SUBJECTS;

/** A field no rule names: allowed exactly when the action is allowed on fields nobody listed. */
const OTHER_FIELD = '(a field no rule names)';

/**
 * What the role may do with the fields of `subject` for `action`, by asking CASL field by
 * field (so rule order and inverted rules count exactly as the server sees them):
 * null when every field is allowed, else a short note.
 */
function fieldNote(ability: AppAbility, action: CrudAction, subject: Subject): string | null {
  const probes = new Set<string>(VISIT_CLINICAL_FIELDS);
  for (const rule of ability.possibleRulesFor(action, subject)) {
    for (const field of rule.fields ?? []) probes.add(field);
  }
  const denied = [...probes].filter((field) => !ability.can(action, subject, field));
  if (!ability.can(action, subject, OTHER_FIELD)) {
    const allowed = [...probes].filter((field) => ability.can(action, subject, field));
    const adminFields = new Set(VISIT_ADMIN_FIELDS);
    if (allowed.length === adminFields.size && allowed.every((field) => adminFields.has(field))) return 'scheduling and billing fields only';
    return `only ${allowed.join(', ')}`;
  }
  if (denied.length === 0) return null;
  const clinical = new Set<string>(VISIT_CLINICAL_FIELDS);
  if (denied.length === clinical.size && denied.every((field) => clinical.has(field))) return 'no clinical fields';
  if (denied.length === REVIEW_FIELDS.length && denied.every((field) => REVIEW_FIELDS.includes(field))) return 'no allergy and medication reviews';
  return `no ${denied.join(', ')}`;
}

/** `CRUD`, `R`, `R (no clinical fields)`, `RU (R: …; U: only …)` or `—`. */
export function matrixCell(ability: AppAbility, subject: Subject): string {
  const allowed = CRUD_ACTIONS.filter((action) => ability.can(action, subject));
  if (allowed.length === 0) return '—';
  const letters = allowed.map((action) => LETTER[action]).join('');
  const notes = allowed.flatMap((action) => {
    const note = fieldNote(ability, action, subject);
    return note ? [[LETTER[action], note] as const] : [];
  });
  if (notes.length === 0) return letters;
  if (allowed.length === 1) return `${letters} (${notes.map(([, note]) => note).join('; ')})`;
  return `${letters} (${notes.map(([letter, note]) => `${letter}: ${note}`).join('; ')})`;
}

/** File operations (`fileAccess`): `R` get and list, `W` upload (a new key or an overwrite), `D` delete; `own: WD` only the caller's own avatar. */
export function fileCell(ability: AppAbility, prefix: FilePrefix): string {
  const access = fileAccess(ability, prefix);
  const letters = [access.read ? 'R' : '', access.write ? 'W' : '', access.delete ? 'D' : ''].join('');
  if (access.ownWriteDelete) return `${letters}; own: WD`;
  return letters || '—';
}

function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

/** The role matrix as a markdown table: rows are subjects and file prefixes, columns are roles. */
export function renderPermissionsMatrix(): string {
  const abilities = ROLES.map((role): [Role, AppAbility] => [role, abilityFor(role)]);
  const lines = [row(['Subject', ...ROLES]), row(['---', ...ROLES.map(() => '---')])];
  for (const subject of MATRIX_SUBJECTS) {
    lines.push(row([subject, ...abilities.map(([, ability]) => matrixCell(ability, subject))]));
  }
  for (const prefix of Object.keys(FILE_PREFIXES) as FilePrefix[]) {
    lines.push(
      row([`files \`${prefix}/\` (${FILE_PREFIXES[prefix]})`, ...abilities.map(([, ability]) => fileCell(ability, prefix))]),
    );
  }
  return lines.join('\n');
}

/** One table of operations: a row per operation, a column per role, then what it does. */
function operationTable(table: Readonly<Record<string, OperationRule>>): string {
  const lines = [row(['Operation', ...ROLES, 'Note']), row(['---', ...ROLES.map(() => '---'), '---'])];
  for (const [name, rule] of Object.entries(table)) {
    lines.push(row([`\`${name}\``, ...ROLES.map((role) => ((rule.roles as readonly Role[]).includes(role) ? 'yes' : '—')), rule.does]));
  }
  return lines.join('\n');
}

/** The custom GraphQL operations and the user-pool admin calls, from src/operations.ts. */
export function renderOperationTables(): string {
  return [
    'GraphQL (custom queries and mutations of the `EMR` API):',
    '',
    operationTable(CUSTOM_OPERATIONS),
    '',
    'User pool (`POST /cognito`, the `Admin*` calls and `ListUsers`, with the caller\'s access token in `authorization`):',
    '',
    operationTable(USER_POOL_ADMIN_OPERATIONS),
  ].join('\n');
}

/** The text between the markers (without the newlines next to them), or null when a marker is missing. */
export function extractMatrixBlock(doc: string, [startMarker, endMarker]: Markers = MATRIX_MARKERS): string | null {
  const start = doc.indexOf(startMarker);
  const end = doc.indexOf(endMarker);
  if (start < 0 || end < start) return null;
  return doc.slice(start + startMarker.length, end).replace(/^\n+|\n+$/g, '');
}

/** `doc` with the block between the markers replaced by `matrix`. */
export function replaceMatrixBlock(doc: string, matrix: string, [startMarker, endMarker]: Markers = MATRIX_MARKERS): string {
  const start = doc.indexOf(startMarker);
  const end = doc.indexOf(endMarker);
  if (start < 0 || end < start) throw new Error(`${startMarker} … ${endMarker} not found`);
  return `${doc.slice(0, start + startMarker.length)}\n${matrix}\n${doc.slice(end)}`;
}

/** Rewrites the generated blocks in docs/permissions.md; returns whether the file changed. */
export function updatePermissionsDoc(path = PERMISSIONS_DOC_PATH): boolean {
  const doc = readFileSync(path, 'utf8');
  const next = replaceMatrixBlock(replaceMatrixBlock(doc, renderPermissionsMatrix()), renderOperationTables(), OPERATIONS_MARKERS);
  if (next === doc) return false;
  writeFileSync(path, next);
  return true;
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(invokedPath).href) {
  const changed = updatePermissionsDoc();
  console.log(changed ? `Updated ${PERMISSIONS_DOC_PATH}` : `${PERMISSIONS_DOC_PATH} is up to date`);
}
