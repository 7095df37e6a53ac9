/**
 * The one CASL ability of the page, built from the stored `userAbilityRules` and kept in step
 * with the session store. Comfort only: the server enforces the same rules (domain/permissions.ts).
 */
import { createMongoAbility } from '@casl/ability';
import type { AppAbility } from '@emr/domain';
import { sessionStore } from '@emr/shared-ui/core';

export const ability: AppAbility = createMongoAbility<AppAbility>(sessionStore.getState().userAbilityRules);

sessionStore.subscribe((state, previous) => {
  if (state.userAbilityRules !== previous.userAbilityRules) ability.update(state.userAbilityRules);
});

export { AbilityProvider, Can, useAbility } from '@casl/react';
