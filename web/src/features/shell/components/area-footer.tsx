import { Text, View } from '@aws-amplify/ui-react';
import { useDeviceClass } from '../../../lib/use-device-class';

/** The page footer: copyright year and client name, hidden on extra-small devices (spec 3 §2.3). */
export function AreaFooter({ clientName }: { clientName: string | undefined }) {
  const device = useDeviceClass();
  if (device === 'xs') return null;
  return (
    <View as="footer" padding="small" textAlign="center" data-testid="footer">
      <Text fontSize="small" color="font.tertiary">
        © {new Date().getFullYear()} {clientName ?? 'Ocupacional'}
      </Text>
    </View>
  );
}
