/**
 * What the signed-in role may do with staff accounts, read from the CASL rules (comfort only:
 * the server enforces the same rules). The roles it may give a new account are the domain's
 * `grantableRoles`: a role whose rights its own role holds (the server's rule too).
 */
import { type AppAbility, type Role, grantableRoles, isRole } from '@emr/domain';
import { useAbility, useSession } from '@emr/shared-ui';

export interface StaffPermissions {
  canRead: boolean;
  canCreate: boolean;
  /** The roles a new account may be given by this role. */
  grantable: readonly Role[];
  canRename: boolean;
  canChangeRole: boolean;
  canChangeStatus: boolean;
  /** adminResetUserPassword is open to the roles that manage account status (admin). */
  canResetPassword: boolean;
}

export function useStaffPermissions(): StaffPermissions {
  const ability = useAbility<AppAbility>();
  const role = useSession((s) => s.userData?.Role ?? null);
  const canCreate = ability.can('create', 'User');
  const canChangeStatus = ability.can('update', 'User', 'Status');
  return {
    canRead: ability.can('read', 'User'),
    canCreate,
    grantable: canCreate && isRole(role) ? grantableRoles(role) : [],
    canRename: ability.can('update', 'User', 'FullName'),
    canChangeRole: ability.can('update', 'User', 'Role'),
    canChangeStatus,
    canResetPassword: canChangeStatus,
  };
}
