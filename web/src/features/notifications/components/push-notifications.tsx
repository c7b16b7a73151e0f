import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { useMyPushDevices } from '#web/src/features/notifications/api/push-devices.ts';
import { PushDevices } from './push-devices.tsx';
import { PushSettingsForm } from './push-settings-form.tsx';

/** The settings page's push part (ADR 0098): the devices, then what they are told. */
export function PushNotifications({ timezone }: { timezone?: string | undefined }) {
  const { data, error, mutate } = useMyPushDevices();
  if (error) return <LoadError error={error} onRetry={mutate} />;
  if (!data) return <PageLoader />;
  return (
    <>
      <PushDevices data={data} onChanged={() => void mutate()} />
      <PushSettingsForm
        settings={data.settings}
        timezone={timezone}
        onSaved={(settings) => void mutate({ ...data, settings }, { revalidate: false })}
      />
    </>
  );
}
