import { hasRight, type PermissionType, type Resource, type RightName } from '@crewhub/shared';
import { useSession } from './session';

/** Whether the stored userRights grant `right` on `resource` (guests hold none). */
export const useRight = (
  resource: Resource,
  right: RightName,
  permissionType?: PermissionType,
): boolean => hasRight(useSession()?.userRights, resource, right, permissionType);
