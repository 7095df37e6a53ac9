/**
 * The EMR table as a clinic's records need it, whatever the deployment type (Amplify turns
 * these off for sandboxes): point-in-time recovery (35 days of restorable history),
 * deletion protection, server-side encryption with the AWS-managed KMS key (`aws/dynamodb`),
 * and kept when its stack is deleted. On-demand billing (Amplify's default) suits a clinic.
 */
import { RemovalPolicy } from 'aws-cdk-lib';

/** The settings of Amplify's table wrapper (`amplifyDynamoDbTables.EMR`) this file changes. */
export interface TableSettings {
  pointInTimeRecoveryEnabled: boolean;
  deletionProtectionEnabled: boolean;
  sseSpecification: { sseEnabled: boolean };
  applyRemovalPolicy(policy: RemovalPolicy): void;
}

export function protectTable(table: TableSettings): void {
  table.pointInTimeRecoveryEnabled = true;
  table.deletionProtectionEnabled = true;
  table.sseSpecification = { sseEnabled: true };
  table.applyRemovalPolicy(RemovalPolicy.RETAIN);
}
