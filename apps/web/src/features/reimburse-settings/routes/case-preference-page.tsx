import { QueryState } from '../../../components/ui/query-state';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { useShellContext } from '../../../lib/shell';
import { useStoreSettings } from '../api/store-settings';
import { CasePreferenceForm } from '../components/case-preference-form';
import { ReadOnlyNotice, SettingsFrame } from '../components/settings-frame';

/** /reimburse/settings/case-preference: approve each case, or file automatically above a value. */
export function CasePreferencePage() {
  const { currentChannelId } = useShellContext();
  const settings = useStoreSettings(currentChannelId);
  return (
    <SettingsFrame
      title="Case preference"
      description="How the cases of this store are approved and filed."
      willShow="How cases are approved and filed for this store."
    >
      <QueryState
        query={settings}
        skeleton={<CardsSkeleton cards={1} label="Loading the settings" />}
        errorTitle="The case preference could not be loaded"
      >
        {(data) => (
          <>
            <ReadOnlyNotice canEdit={data.can_edit} />
            <CasePreferenceForm key={data.channel_id} settings={data} />
          </>
        )}
      </QueryState>
    </SettingsFrame>
  );
}
