import {
  COMPLIANCE_SETTING_KEY,
  type ComplianceThresholds,
  complianceThresholdsValue,
} from '@domain/compliance/thresholds';
import { useSettings } from './settings';

// Apart from the other settings' hooks: reading the thresholds parses them with zod, which the
// screens that only read a flag or the bureau's zone do not download.

/** FINTRAC's thresholds as the bureau set them (docs/decisions/0026), defaults until loaded. */
export function useComplianceThresholds(): ComplianceThresholds {
  const { data } = useSettings();
  return complianceThresholdsValue(data?.find((s) => s.key === COMPLIANCE_SETTING_KEY)?.value);
}
