/** Strings of the safety checks (namespace `patients`, key `safety`): reviews, coded picking, warnings. */
export const safetyEn = {
  safety: {
    review: {
      Allergy: {
        unreviewed: 'Allergies not yet reviewed',
        unreviewedHint: 'Nothing is recorded: ask the patient before prescribing.',
        none: 'No known allergies',
        recordNone: 'Record no known allergies',
        recorded: 'No known allergies recorded',
        banner: 'Allergies not reviewed',
      },
      Medication: {
        unreviewed: 'Medications not yet reviewed',
        unreviewedHint: 'Nothing is recorded: ask the patient what they take.',
        none: 'No current medications',
        recordNone: 'Record no current medications',
        recorded: 'No current medications recorded',
      },
      recordedBy: 'Recorded by {{name}}, {{at}}',
      unknownStaff: 'a former staff member',
      failed: 'The review was not recorded',
    },
    picker: {
      searchHint: 'Type to search the list; a name not in the list is saved as typed.',
      coded: 'Coded: {{name}}',
      uncoded: 'Uncoded — not checked for allergies or duplicates',
      loading: 'Loading the drug and allergen list…',
      unavailable: 'The drug and allergen list could not be loaded: what you enter here is not checked on this screen (the server still checks names it knows).',
      retry: 'Try again',
      className: 'Class: {{classes}}',
    },
    warning: {
      chartUnavailable: 'The patient’s allergies and medications could not be loaded: this medication is not checked on this screen (the server still checks it).',
      title: 'Check before prescribing {{name}}',
      intro: 'This medication matches the patient’s chart:',
      allergyClass: 'Allergy to {{entry}}: {{name}} is in the same class ({{match}}).',
      allergyIngredient: 'Allergy to {{entry}}: {{name}} contains {{match}}.',
      duplicationClass: 'Therapeutic duplication: {{entry}} is already active in the same class ({{match}}).',
      duplicationIngredient: 'Duplicate ingredient: {{entry}} is already active and also contains {{match}}.',
      unchecked: 'Not checked against these uncoded entries: {{names}}.',
      reason: 'Reason for prescribing anyway',
      reasonHint: 'Kept in the medication’s history with your name.',
      reasonRequired: 'Enter the reason for going ahead.',
      confirm: 'Acknowledge and save',
      cancel: 'Go back',
      duplicate: '{{name}} is already an active medication: change its dose instead.',
      duplicateAllergy: '{{name}} is already recorded.',
    },
    history: {
      acknowledged: 'Warning acknowledged: {{reason}}',
    },
  },
};

export type SafetyStrings = typeof safetyEn;
