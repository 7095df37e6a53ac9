/**
 * The server's rules of the allergy and medication reviews (domain/src/reviews.ts): who and
 * when are stamped on the Patient row, never taken from a client, and a statement ends when
 * its list gets an active entry.
 */
import type { EntityType } from '../entities.ts';
import { REVIEWS, isActiveEntry, isReviewedKind } from '../reviews.ts';

type Fields = Record<string, unknown>;

/**
 * The Patient row as stored: a statement set to true is stamped with the caller and the time
 * (kept as it was while it stays true); a statement cleared loses its stamp. Whatever a
 * client sent for the stamps is ignored.
 */
export function withReviewStamps<T extends Fields>(before: Fields | undefined, after: T, ctx: { by: string; at: string }): T {
  const out: Fields = { ...after };
  for (const review of Object.values(REVIEWS)) {
    const now = after[review.statement] === true;
    const was = before?.[review.statement] === true;
    if (!now) {
      for (const field of [review.statement, review.at, review.by]) delete out[field];
      continue;
    }
    out[review.statement] = true;
    out[review.at] = was ? (before?.[review.at] ?? ctx.at) : ctx.at;
    out[review.by] = was ? (before?.[review.by] ?? ctx.by) : ctx.by;
  }
  return out as T;
}

/**
 * The Patient changes a written allergy or medication calls for: an active one ends the
 * patient's "none" statement of its list (null when nothing changes).
 */
export function reviewEndedBy(kind: EntityType, row: Fields, patient: Fields | undefined): Fields | null {
  if (!isReviewedKind(kind) || !isActiveEntry(row) || patient?.[REVIEWS[kind].statement] !== true) return null;
  const review = REVIEWS[kind];
  return { [review.statement]: null, [review.at]: null, [review.by]: null };
}
