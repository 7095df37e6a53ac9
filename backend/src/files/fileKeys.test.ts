import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '@emr/domain';
import { contentDisposition, isSafeClinicFolder, parseContentType, parseFileName, parseTarget } from './fileKeys.ts';

function rejects(fn: () => unknown, errorType: string, pattern?: RegExp): void {
  assert.throws(fn, (err: unknown) => {
    assert.ok(err instanceof AppError, `expected an AppError, got ${String(err)}`);
    assert.equal(err.errorType, errorType);
    if (pattern) assert.match(err.message, pattern);
    return true;
  });
}

describe('parseTarget', () => {
  it('parses a file key with folders', () => {
    const target = parseTarget('/lab-results/P-1/report (1).pdf');
    assert.deepEqual(target, {
      type: 'file',
      prefix: 'lab-results',
      kind: 'Lab',
      segments: ['P-1', 'report (1).pdf'],
      key: 'lab-results/P-1/report (1).pdf',
    });
  });

  it('decodes percent-encoding once, including encoded slashes', () => {
    const target = parseTarget('/notes/P%201%2Fvisit_2.txt');
    assert.equal(target.type, 'file');
    assert.deepEqual(target.segments, ['P 1', 'visit_2.txt']);
  });

  it('treats a trailing slash, and the bare prefix, as folders', () => {
    assert.deepEqual(parseTarget('/di-results/P-1/a/'), {
      type: 'folder',
      prefix: 'di-results',
      kind: 'Imaging',
      segments: ['P-1', 'a'],
      folder: 'di-results/P-1/a/',
    });
    assert.equal(parseTarget('/avatars/').type, 'folder');
    assert.equal((parseTarget('/avatars') as { folder: string }).folder, 'avatars/');
  });

  it('maps every prefix to its record kind', () => {
    const kinds = Object.fromEntries(
      ['lab-results', 'di-results', 'procedure-results', 'referral-results', 'notes', 'avatars'].map((p) => [p, parseTarget(`/${p}/x.pdf`).kind]),
    );
    assert.deepEqual(kinds, {
      'lab-results': 'Lab',
      'di-results': 'Imaging',
      'procedure-results': 'Procedure',
      'referral-results': 'Referral',
      notes: 'Note',
      avatars: 'User',
    });
  });

  const bad: [string, RegExp][] = [
    ['', /prefix/],
    ['/', /prefix/],
    ['//etc/passwd', /absolute/],
    ['/secrets/x.pdf', /Unknown prefix/],
    ['/LAB-RESULTS/x.pdf', /Unknown prefix/],
    ['/__proto__/x.pdf', /Unknown prefix/],
    ['/constructor/x.pdf', /Unknown prefix/],
    ['/lab-results//etc/passwd', /empty segment/],
    ['/lab-results/a//b.pdf', /empty segment/],
    ['/lab-results/../x.pdf', /'\.' and '\.\.'/],
    ['/lab-results/./x.pdf', /'\.' and '\.\.'/],
    ['/lab-results/a/..', /'\.' and '\.\.'/],
    ['/lab-results/%2e%2e/x.pdf', /'\.' and '\.\.'/],
    ['/lab-results/%2E%2E%2Fx.pdf', /'\.' and '\.\.'/],
    ['/lab-results/..%2f..%2femr.sqlite', /'\.' and '\.\.'/],
    ['/lab-results/%252e%252e/x.pdf', /letters, digits/],
    ['/lab-results/a\\..\\x.pdf', /backslash/],
    ['/lab-results/a%5c..%5cx.pdf', /backslash/],
    ['/lab-results/a%00.pdf', /control/],
    ['/lab-results/a%0a.pdf', /control/],
    ['/lab-results/a%7f.pdf', /control/],
    ['/lab-results/%E0%A4%A.pdf', /malformed/],
    ['/lab-results/a%.pdf', /malformed/],
    ['/lab-results/a;b.pdf', /letters, digits/],
    ['/lab-results/a:b.pdf', /letters, digits/],
    ['/lab-results/r%C3%A9sum%C3%A9.pdf', /letters, digits/],
    ['/lab-results/a*.pdf', /letters, digits/],
    ['/lab-results/x.pdf.', /end with a dot/],
    ['/lab-results/x.pdf%20', /end with a dot or a space/],
    ['/lab-results/CON', /reserved/],
    ['/lab-results/nul.txt', /reserved/],
    ['/lab-results/com1.pdf', /reserved/],
    [`/lab-results/${'a'.repeat(201)}`, /longer than 200/],
    [`/lab-results/${'abcdefgh/'.repeat(57)}x.pdf`, /longer than 512/],
    [`/lab-results/${'%41'.repeat(2000)}`, /longer than 512/],
  ];
  for (const [raw, pattern] of bad) {
    it(`refuses ${JSON.stringify(raw.length > 60 ? `${raw.slice(0, 60)}…` : raw)}`, () => {
      rejects(() => parseTarget(raw), 'BadRequestException', pattern);
    });
  }

  it('accepts a key of exactly 512 characters', () => {
    const rest = `${'abcdefgh/'.repeat(55)}`;
    const last = 'x'.repeat(512 - 'lab-results/'.length - rest.length);
    const target = parseTarget(`/lab-results/${rest}${last}`);
    assert.equal(target.type, 'file');
    assert.equal((target as { key: string }).key.length, 512);
  });
});

describe('isSafeClinicFolder', () => {
  it('accepts ids and refuses anything path-like', () => {
    assert.equal(isSafeClinicFolder('clinic-a'), true);
    assert.equal(isSafeClinicFolder('7c9e6679-7425-40de-944b-e07fc1f90ae7'), true);
    for (const id of ['', '.', '..', '../x', 'a/b', 'a\\b', '.hidden', 'x.', 'CON', 'a b']) {
      assert.equal(isSafeClinicFolder(id), false, id);
    }
  });
});

describe('parseContentType', () => {
  it('normalizes allowed types and keeps a text charset', () => {
    assert.equal(parseContentType('Application/PDF', 'lab-results'), 'application/pdf');
    assert.equal(parseContentType('image/png; foo=bar', 'avatars'), 'image/png');
    assert.equal(parseContentType('text/plain; charset=UTF-8', 'notes'), 'text/plain; charset=utf-8');
    assert.equal(parseContentType('text/csv', 'notes'), 'text/csv');
  });

  it('refuses types off the allow list, a missing type and non-images for avatars', () => {
    rejects(() => parseContentType(undefined, 'notes'), 'UnsupportedMediaTypeException', /required/);
    rejects(() => parseContentType('text/html', 'notes'), 'UnsupportedMediaTypeException', /not accepted/);
    rejects(() => parseContentType('image/svg+xml', 'avatars'), 'UnsupportedMediaTypeException', /not accepted/);
    rejects(() => parseContentType('application/pdf', 'avatars'), 'UnsupportedMediaTypeException', /images/);
  });
});

describe('parseFileName', () => {
  it('decodes, strips folders, and falls back to the key name', () => {
    assert.equal(parseFileName(encodeURIComponent('Résumé (1).pdf'), 'k.pdf'), 'Résumé (1).pdf');
    assert.equal(parseFileName(encodeURIComponent('C:\\Users\\me\\scan.pdf'), 'k.pdf'), 'scan.pdf');
    assert.equal(parseFileName(undefined, 'k.pdf'), 'k.pdf');
    assert.equal(parseFileName('  ', 'k.pdf'), 'k.pdf');
    assert.equal(parseFileName('..', 'k.pdf'), 'k.pdf');
  });

  it('refuses malformed encoding, control characters and overlong names', () => {
    rejects(() => parseFileName('%E0%A4%A', 'k'), 'BadRequestException', /malformed/);
    rejects(() => parseFileName('a%0d%0aSet-Cookie: x', 'k'), 'BadRequestException', /control/);
    rejects(() => parseFileName('a'.repeat(256), 'k'), 'BadRequestException', /longer/);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    assert.equal(
      contentDisposition('Résumé "final" (1).pdf'),
      `attachment; filename="R_sum_ _final_ (1).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%20%281%29.pdf`,
    );
  });
});
