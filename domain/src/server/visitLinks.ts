/**
 * A record linked to a visit (`LinkedToVisit`: a lab, an imaging study, a referral, a related
 * visit, a claim…) is linked to a visit of the same patient in the caller's clinic, never to
 * another patient's visit nor to itself. Applies to every kind; reads the visit only when the
 * write sets or changes the link.
 */
import { AppError, ERROR_TYPES } from '../errors.ts';
import type { Fields, Got, Reads, RecordRules, WriteContext } from './ruleTypes.ts';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const MESSAGE = 'Link the record to a visit of the same patient';

/** The visit the write links to, when it sets or changes `LinkedToVisit`. */
const newLink = ({ input, before }: WriteContext): string => {
  const link = text(input['LinkedToVisit']);
  return link && link !== text(before?.['LinkedToVisit']) ? link : '';
};

export const visitLinkRules: RecordRules = {
  reads(w): Reads {
    const link = newLink(w);
    return link ? { linkedVisit: { get: link } } : {};
  },
  apply(w, row: Fields, got: Got): Fields {
    if (!got.has('linkedVisit')) return row;
    const visit = got.row('linkedVisit');
    const ownId = text(row['id']) || text(w.before?.id);
    if (!visit || visit.EntityType !== 'Visit' || text(visit['PatientID']) !== text(row['PatientID']) || visit.id === ownId) {
      throw new AppError(ERROR_TYPES.validation, MESSAGE, { LinkedToVisit: MESSAGE });
    }
    return row;
  },
};
