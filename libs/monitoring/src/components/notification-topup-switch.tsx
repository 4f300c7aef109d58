import { Switch } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { useSessionStore } from '@esign/session';
import { useUpdateNotificationTopup } from '../api/update-notification-topup';

/**
 * The top-up notification setting of the signed-in user (PUT user/me). It shows the saved
 * value: a failed save toasts and the switch stays where it was.
 */
export function NotificationTopupSwitch() {
  const enabled = useSessionStore((state) => state.user?.notification_topup ?? false);
  const update = useUpdateNotificationTopup();
  return (
    // The switch recipe is not in the trimmed system; this lazily loaded page brings its own.
    <Switch.Root
      recipe={switchSlotRecipe}
      colorPalette="brand"
      checked={update.isPending ? (update.variables ?? enabled) : enabled}
      disabled={update.isPending}
      onCheckedChange={(details) => update.mutate(details.checked)}
    >
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>Notify me when a top-up is processed</Switch.Label>
    </Switch.Root>
  );
}
