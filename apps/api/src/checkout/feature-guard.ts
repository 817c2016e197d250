import { FEATURE_LABELS, isFeatureDisabled, type FeatureKey } from '@aurelia/domain';
import { ForbiddenError } from '../errors';
import type { SettingsRepository } from '../settings/settings-plugin';

/** The 403 message while `feature` is in the `disabled_routes` setting. */
export const featureDisabledMessage = (feature: FeatureKey) =>
  `${FEATURE_LABELS[feature]} is switched off at the moment; please try again later.`;

/**
 * A preHandler refusing with 403 while `feature` is listed in the `disabled_routes` setting (read fresh on
 * every request, like every setting).
 */
export function requireFeature(settings: SettingsRepository, feature: FeatureKey): () => Promise<void> {
  return async () => {
    if (isFeatureDisabled(await settings.list(), feature)) throw new ForbiddenError(featureDisabledMessage(feature));
  };
}
