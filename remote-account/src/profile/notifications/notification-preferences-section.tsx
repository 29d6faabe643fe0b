import { useMutation, useQuery } from '@tanstack/react-query';

import { failureText, notificationPreferenceMutations, notificationPreferenceQueries } from '@portal/api';
import {
  NOTIFICATION_PREFERENCE_HINTS,
  NOTIFICATION_PREFERENCE_KINDS,
  NOTIFICATION_PREFERENCE_LABELS,
  NOTIFICATION_PREFERENCES_SAVED_MESSAGE,
  type NotificationPreferenceKind,
  notificationPreferenceKindsFor,
  type NotificationPreferences,
} from '@portal/contracts';
import { messageText } from '@portal/i18n';
import { useSession } from '@portal/session';
import { LoadError, Stack, Text, toast } from '@portal/ui';
import { Switch } from '@portal/ui/form-controls';

import { LoadingPlaceholder } from '../../common/loading-placeholder';
import { SectionCard } from '../../common/section-card';
import { useAccountStrings } from '../../common/strings/account-strings';

/** The kinds the member's role hears of (the server mails no other); every kind for a session without a role yet. */
function useShownKinds(): readonly NotificationPreferenceKind[] {
  const role = useSession((session) => session.role);
  return role === null ? NOTIFICATION_PREFERENCE_KINDS : notificationPreferenceKindsFor(role);
}

function PreferenceSwitch({
  kind,
  checked,
  disabled,
  onChange,
}: {
  kind: NotificationPreferenceKind;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const hintId = `notification-hint-${kind}`;
  return (
    <Stack gap="0.5">
      <Switch.Root checked={checked} disabled={disabled} onCheckedChange={(details) => onChange(details.checked)} colorPalette="teal">
        <Switch.HiddenInput aria-describedby={hintId} />
        <Switch.Control />
        <Switch.Label>{messageText(NOTIFICATION_PREFERENCE_LABELS[kind])}</Switch.Label>
      </Switch.Root>
      <Text id={hintId} color="gray.600" fontSize="sm" ps="10">
        {messageText(NOTIFICATION_PREFERENCE_HINTS[kind])}
      </Text>
    </Stack>
  );
}

/** E-mail per kind of event (issue 38): each switch saves at once, the kinds the role hears of only. */
function PreferenceSwitches({ saved }: { saved: NotificationPreferences }) {
  const t = useAccountStrings();
  const kinds = useShownKinds();
  const save = useMutation(notificationPreferenceMutations.save());
  // The asked-for choices while the server answers; the saved ones again if it refuses.
  const shown = save.isPending ? save.variables : saved;
  const change = (kind: NotificationPreferenceKind, on: boolean) =>
    save.mutate(
      { ...saved, [kind]: on },
      {
        onSuccess: () => toast.success(messageText(NOTIFICATION_PREFERENCES_SAVED_MESSAGE)),
        onError: (error) => toast.error(failureText(error, (message) => message, t('notifications.saveFailed'))),
      },
    );
  return (
    <Stack gap="4" role="group" aria-labelledby="notification-kinds">
      <Text id="notification-kinds">{t('notifications.emailMeAbout')}</Text>
      {kinds.map((kind) => (
        <PreferenceSwitch key={kind} kind={kind} checked={shown[kind]} disabled={save.isPending} onChange={(on) => change(kind, on)} />
      ))}
    </Stack>
  );
}

/** The profile's Notifications: which events the member is e-mailed about. Only a member of a business has them. */
export function NotificationPreferencesSection() {
  const t = useAccountStrings();
  const supplierId = useSession((session) => session.supplierId);
  const preferences = useQuery({ ...notificationPreferenceQueries.mine(), enabled: supplierId !== null });
  if (supplierId === null) return null;
  return (
    <SectionCard title={t('notifications.title')}>
      {preferences.isPending && <LoadingPlaceholder height="200px" label={t('notifications.loading')} />}
      {preferences.isError && <LoadError message={t('notifications.loadFailed')} onRetry={() => void preferences.refetch()} />}
      {preferences.data && <PreferenceSwitches saved={preferences.data} />}
    </SectionCard>
  );
}
