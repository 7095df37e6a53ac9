/** An account's status as a badge whose text says it (the colour only repeats it). */
import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export interface StatusBadgeProps {
  status: string;
}

export function StatusBadge({ status }: StatusBadgeProps) {
  const { t } = useTranslation('common');
  return (
    <Badge appearance="tint" shape="rounded" color={status === 'Active' ? 'success' : 'danger'}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
