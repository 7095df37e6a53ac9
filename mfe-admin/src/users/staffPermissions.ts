/**
 * What the signed-in role may do with staff accounts, read from the CASL rules (comfort only:
 * the server enforces the same rules). Creating an administrator is the one rule outside
 * CASL: the server lets only an administrator do it (backend/src/users/userAdmin.ts).
 */
import type { AppAbility } from '@emr/domain';
import { useAbility, useSession } from '@emr/shared-ui';

export interface StaffPermissions {
  canRead: boolean;
  canCreate: boolean;
  canCreateAdmin: boolean;
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
    canCreateAdmin: canCreate && role === 'admin',
    canRename: ability.can('update', 'User', 'FullName'),
    canChangeRole: ability.can('update', 'User', 'Role'),
    canChangeStatus,
    canResetPassword: canChangeStatus,
  };
}
