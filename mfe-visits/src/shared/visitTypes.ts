/** The visit types a clinic schedules (the demo's); the board's filter and the scheduling form offer them. */
export const VISIT_TYPES = [
  'New patient', 'Follow-up', 'Chronic care follow-up', 'Sick visit', 'Telehealth', 'Annual physical', 'Annual wellness visit', 'Well child',
  'Nurse visit (injection)', 'Flu clinic',
] as const;
