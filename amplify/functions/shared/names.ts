/**
 * Names the CDK app (amplify/backend.ts and its helpers) and the functions share. No AWS SDK
 * here, so the CDK app can import it.
 */
import { GSI_NUMBERS, type GsiNumber } from '@emr/domain';
import type { CustomOperation } from '@emr/domain/operations';

/** The GraphQL fields the emr-api function answers (data/modelResolvers.ts routes the model's to it). */
export const MODEL_QUERIES = ['getEMR', 'listEMRS', ...GSI_NUMBERS.map((n) => `listByGSI${n}`)] as const;
export const MODEL_MUTATIONS = ['createEMR', 'updateEMR', 'deleteEMR'] as const;
/** The custom operations emr-api answers: every one of the domain's table (CUSTOM_OPERATIONS) but sendResetEmail, which has its own function. */
export type EmrApiOperation = Exclude<CustomOperation, 'sendResetEmail'>;

/** The index AppSync names for `GSI<n>PK`/`GSI<n>SK` (the template tests check the synthesized names). */
export const indexName = (n: GsiNumber) => `eMRSByGSI${n}PKAndGSI${n}SK`;

/**
 * The user-pool attribute holding a staff member's clinic. Only emr-api writes it (the app
 * client cannot); the identity pool copies it into the `clinic` principal tag of file sessions.
 */
export const CLINIC_ATTRIBUTE = 'custom:clinic_id';
