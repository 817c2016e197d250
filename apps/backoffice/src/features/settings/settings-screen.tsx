import { Skeleton } from '@aurelia/ui';
import { useState } from 'react';
import type { EditableSettingValues } from '@aurelia/contracts';
import { may } from '../../app/access';
import { useAppSelector } from '../../app/hooks';
import { Screen } from '../../app/screen';
import { useServices } from '../../app/services';
import { useLoad } from '../../app/use-load';
import { SettingForm } from './setting-form';

/** Every editable setting, a form each; a role that may only view them reads the values without the forms. */
export function SettingsScreen() {
  const { call } = useServices();
  const staff = useAppSelector((state) => state.session.signedIn?.staff);
  const { data, refused } = useLoad('settings', () => call('getBackOfficeSettings').then((answer) => answer.data));
  const [values, setValues] = useState<EditableSettingValues | null>(null);
  const canEdit = may(staff, 'settings.edit');
  const shown = values ?? data?.values;

  return (
    <Screen title="Settings" refused={refused}>
      {!canEdit && <p>Your role may read the settings; an admin changes them.</p>}
      {!data && !refused && <Skeleton height="12rem" />}
      {data && shown && (
        <div className="bo-settings">
          {data.fields.map((field) => (
            <SettingForm key={field.key} field={field} value={shown[field.key]} canEdit={canEdit} onSaved={setValues} />
          ))}
        </div>
      )}
    </Screen>
  );
}
