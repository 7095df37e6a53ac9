/**
 * The fields of the EMR model, grouped as spec §3 lists them, with the spec's types:
 * money Float, flags Boolean, dates AWSDateTime, histories and lists JSON, all else String.
 * Fields marked "ours" are not in the spec; docs/data-model.md says why each exists.
 */
import { a } from '@aws-amplify/backend';

const s = () => a.string();
const d = () => a.datetime();
const b = () => a.boolean();
const m = () => a.float();
const j = () => a.json();

export const emrFields = {
  // ours: what a row is, whose it is, and its version for optimistic concurrency
  EntityType: s(),
  ClinicID: s(),
  Version: a.integer(),
  Status: s(),
  // User
  Username: s(), FullName: s(), Email: s(), PasswordHash: s(), Role: s(), Avatar: s(), ResetToken: s(),
  ExpiresAt: d(), LastLogin: d(),
  // ours: a staff member's credential (MD … MA, Other), CMS National Provider Identifier and NUCC taxonomy
  // code, kept by an admin (domain/src/staffCredentials.ts)
  Credential: s(), NPI: s(), TaxonomyCode: s(),
  // Patient
  FirstName: s(), MiddleName: s(), LastName: s(), DOB: d(), Gender: s(), Address: s(), City: s(), State: s(),
  ZipCode: s(), CellPhone: s(), HomePhone: s(), PatientID: s(), FirstDate: d(), LastDate: d(), ReasonLeft: s(),
  Spoken: s(), StatusHistory: j(),
  // ours: the month ('YYYY-MM') the patient's Advanced Primary Care Management began (none: not
  // under APCM); APCM bundles CCM, so no CCM code is billed from that month on
  ApcmSince: s(),
  // ours: the allergy and medication reviews ("no known allergies", "no current medications"),
  // stamped by the server with who and when (domain/src/reviews.ts)
  NoKnownAllergies: b(), AllergiesReviewedAt: d(), AllergiesReviewedBy: s(),
  NoCurrentMedications: b(), MedicationsReviewedAt: d(), MedicationsReviewedBy: s(),
  // Insurance
  InsuranceName: s(), PhoneNumber: s(), Website: s(), InsuranceClass: s(), InsuranceType: s(), MemberID: s(),
  Insurances: j(),
  // Visit
  VisitType: s(), VisitStatus: s(), VisitDate: d(), CheckInTime: d(), CheckOutTime: d(), CancellationReason: s(),
  PaymentStatus: s(), NextVisits: j(), WrapUps: j(), Vitals: j(), LinkedVisitIDs: j(), LinkedLabIDs: j(),
  LinkedProcedureIDs: j(), LinkedReferralIDs: j(), LinkedDIIDs: j(), LinkedToVisit: s(), LinkedToClaim: s(),
  // Lab
  LabType: s(), DateConducted: d(), FileURL: s(), Component: s(), Result: s(), Unit: s(), ReferenceRange: s(),
  IsAbnormal: b(), LabResults: j(), IsPanel: b(),
  // Procedure, imaging, surgery
  ProcedureType: s(), ProcedureDate: d(), ImagingType: s(), SurgeryType: s(), SurgeryDate: d(),
  // Referral and hospital
  ReferralType: s(), Hospitalization: s(), AdmissionDate: d(), DischargeDate: d(), HospitalType: s(),
  HospitalName: s(),
  // Immunization and injection
  Immunization: s(), VaccineName: s(), ImmunizationType: s(), Injection: s(), MedicationName: s(),
  InjectionType: s(),
  // Allergy
  Allergy: s(), AllergyType: s(), Reaction: s(), Severity: s(), Allergies: j(),
  // ours: the bundled vocabulary's code of an allergen or a drug (empty: uncoded, not cross-checked)
  ConceptCode: s(),
  // Medication
  Medication: s(), MedicationType: s(), Dosage: s(), Frequency: s(), StartDate: d(), EndDate: d(),
  DaysToRefill: s(), PriorAuthorizationRequired: b(), PriorAuthorizationStatus: s(), ApprovalStatus: s(),
  ApprovedBy: s(), MedicationHistory: j(), ChangeType: s(), MedicationWrapUp: s(),
  // ours: the day the medication was last refilled (refill due = this or StartDate + DaysToRefill)
  LastRefillDate: d(),
  // ours: why the prescriber went ahead despite an allergy or duplication warning (also in MedicationHistory)
  OverrideReason: s(),
  // Diagnosis
  Diagnosis: s(), DiagnosisType: s(), DiagnosisHistory: j(), Variation: s(), Diagnoses: j(), SendingHistory: j(),
  // Social and family history
  Smoking: b(), Drinking: b(), Drugs: b(), Caffeine: b(), FamilyHistory: s(), Relationship: s(), Condition: s(),
  // Audit
  Logs: j(), Log: s(), Changes: j(), ChangedFrom: s(), ChangedTo: s(), ChangedBy: s(), ChangedByUser: s(),
  // Claim and billing
  Claim: s(), ClaimDate: d(), Charges: j(), Charge: s(), Description: s(), Payments: j(), Payment: s(),
  PaymentDate: d(), PaymentMethod: s(), CPTCode: s(), Total: m(), PaymentID: s(), PaymentFrom: s(), Allowed: m(),
  Deductible: m(), CoInsurance: m(), Copay: m(), Adjust: m(), Withheld: m(), TotalCharges: m(), TotalPayments: m(),
  RemainingBalance: m(), BatchHistory: j(), BatchDate: d(), BatchNumber: s(), ClaimHistory: j(), PaymentHistory: j(),
  // ours: a charge line's diagnosis pointers (slots A–L of its claim's Diagnoses) and units, a reversal
  // posting's reversed posting (its row id)
  DiagnosisPointers: j(), Units: a.integer(), Reverses: s(),
  // ours: the care month a claim bills (`<program>:<YYYY-MM>`, once per patient)
  CareMonth: s(),
  // ours: a claim's date and place of service (CMS-1500 24A, 24B); a charge line's modifiers (24D)
  ServiceDate: d(), PlaceOfService: s(), Modifiers: j(),
  // Payment plan
  PaymentPlan: s(), PaymentPlanID: s(), LinkedClaims: j(), TotalAmount: m(), InstallmentAmount: m(), TermMonths: s(),
  NextDueDate: d(), PaymentsMade: s(), AmountPaid: m(),
  // ours: a plan's instalments as paymentPlanSchedule computes them ([{ dueDate, amount }])
  Schedule: j(),
  // ours: a fee schedule entry's price per unit in integer cents (FeeScheduleEntry: CPTCode, Description,
  // PriceCents, StartDate effective from, EndDate retired on, Status Active | Retired)
  PriceCents: a.integer(),
  // ours: a billing total the server keeps for the reports (BillingTotal: TotalGroup claim | code | program |
  // denial, Month 'YYYY-MM', AssignedTo, CPTCode, InsuranceName, Reason, Figures in integer cents and counts)
  TotalGroup: s(), Month: s(), Figures: j(),
  // Task
  Task: s(), AssignedTo: s(), AssignmentHistory: j(), Priority: s(), TaskType: s(), Start: d(), Done: b(),
  Supervised: b(), TimeCompleted: d(), ProviderTime: s(), Time: s(),
  // ours: a task's due date
  DueDate: d(),
  // Pharmacy
  Pharmacy: s(), ContactNumber: s(), IsPrimary: b(), Pharmacies: j(),
  // Program
  Program: s(), ProgramType: s(), EnrollmentDate: d(),
  // ours: a program time entry's enrolment
  LinkedToProgram: s(),
  // Generic
  Notes: j(), Note: s(), CreatedBy: s(), Timestamp: d(), Reason: s(), Results: j(), Amount: m(), Name: s(),
  CustomID: s(), Comment: s(), CustomString: s(), CustomArray: j(), CustomJSONArray: j(), CustomFloat: m(),
  CustomTime: d(), DateAdministered: d(), DateExpired: d(), Labs: j(), DiagnosticImaging: j(), Procedures: j(),
  Referrals: j(),
  // Calendar event (spec: title, color, start, end, allDay; Start is shared with Task)
  Title: s(), Color: s(), End: d(), AllDay: b(),
  // ours: the clinic's enabled feature modules
  EnabledModules: j(),
  // ours: the cancellation reasons the clinic adds to the standard ones (visits/cancellationReasons.ts)
  CancellationReasons: j(),
  // ours: the clinic's automatic logoff, in minutes without activity (5–240; none stored means 15)
  IdleLogoffMinutes: a.integer(),
  // ours: the clinic's IANA time zone: its "today" and the day of every visit (none stored reads as America/New_York)
  TimeZone: s(),
  // the eleven generic index key pairs
  GSI1PK: s(), GSI1SK: s(), GSI2PK: s(), GSI2SK: s(), GSI3PK: s(), GSI3SK: s(), GSI4PK: s(), GSI4SK: s(),
  GSI5PK: s(), GSI5SK: s(), GSI6PK: s(), GSI6SK: s(), GSI7PK: s(), GSI7SK: s(), GSI8PK: s(), GSI8SK: s(),
  GSI9PK: s(), GSI9SK: s(), GSI10PK: s(), GSI10SK: s(), GSI11PK: s(), GSI11SK: s(),
};
